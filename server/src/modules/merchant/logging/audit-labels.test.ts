import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fieldLabels, labelOf } from './logging.service.js';

const modules = new URL('../../', import.meta.url).pathname;
const sources = (readdirSync(modules, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/**
 * The literal keys of every `audit(tx, actor, target, { before: {…}, after: {…} })` call in the modules, where they
 * are written (objects built elsewhere and spread in are not seen: name their keys in fieldLabels too).
 */
function auditedKeys() {
  const found: { key: string; at: string }[] = [];
  for (const file of sources) {
    const text = readFileSync(join(modules, file), 'utf8');
    if (!text.includes('audit(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'audit' && node.arguments.length >= 4) {
        const change = node.arguments[3]!;
        if (ts.isObjectLiteralExpression(change))
          for (const side of change.properties)
            if (ts.isPropertyAssignment(side) && ['before', 'after'].includes(side.name.getText(source)) && ts.isObjectLiteralExpression(side.initializer))
              for (const field of side.initializer.properties)
                if (field.name && (ts.isIdentifier(field.name) || ts.isStringLiteral(field.name)))
                  found.push({ key: field.name.text, at: `${file}:${source.getLineAndCharacterOfPosition(field.getStart()).line + 1}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('操作记录 field names', () => {
  it('finds the audit calls (the scan itself works)', () => {
    expect(auditedKeys().length).toBeGreaterThan(200);
  });

  it('names every field an audit call writes in Chinese (a key shown to the user in English is a bug)', () => {
    const unnamed = auditedKeys().filter(({ key }) => !(key in fieldLabels) && !/[\u4e00-\u9fff]/.test(key));
    expect(unnamed.map(({ key, at }) => `${key} (${at})`)).toEqual([]);
  });

  it('names a charger port by its number', () => {
    expect(labelOf('port_3')).toBe('3 号端口');
    expect(labelOf('status')).toBe('状态');
    expect(labelOf('状态')).toBe('状态');
  });
});
