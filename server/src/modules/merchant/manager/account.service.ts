import { randomInt } from 'node:crypto';
import { Code, isPassword, maskPhone, ManagerStatus, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Config } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { hashPassword, verifyPassword } from '../../../shared/password.js';
import { iso } from '../../../shared/time.js';
import { assignable, departmentsOf, subtreeIds } from '../department/department.service.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './account.repository.js';
import * as managers from './manager.repository.js';
import { listedMerchant } from '../merchant/merchant.scope.js';

/** An account is enabled or disabled; either may move to the other (docs/decisions.md). */
export const accountLifecycle: Lifecycle<number> = {
  what: '账号',
  names: { [ManagerStatus.enabled]: '启用', [ManagerStatus.disabled]: '停用' },
  moves: { [ManagerStatus.enabled]: [ManagerStatus.disabled], [ManagerStatus.disabled]: [ManagerStatus.enabled] },
};

const forbidden = (message: string, hint = '请联系商户主账号处理') => new AppError(Code.FORBIDDEN_PERMISSION, message, hint);
const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);

// No look-alike characters: the password is read off a screen and typed by someone else.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const OTHERS = '23456789@#%*';
/** A generated initial password: 12 characters with letters, digits and a sign (meets the password rule). */
export function generatePassword(): string {
  const all = LETTERS + OTHERS;
  for (;;) {
    const value = Array.from({ length: 12 }, () => all[randomInt(all.length)]).join('');
    if (isPassword(value) && /[0-9]/.test(value)) return value;
  }
}


type Row = repository.AccountRow;
type RoleRef = { id: number; name: string };

const record = (row: Row, roles: RoleRef[]) => ({
  id: row.id,
  account: row.account,
  name: row.name,
  mobile: row.mobile,
  department: row.department,
  department_name: row.department_name,
  identity: row.superuser ? 'superuser' : 'manager',
  status: row.status,
  roles,
  create_time: iso(row.create_time),
  update_time: iso(row.update_time),
});

/** What the audit log keeps of an account: the mobile masked, roles and department by name. */
const snapshot = (row: { account: string; name: string; mobile: string; department_name: string; status: number }, roles: RoleRef[]) => ({
  account: row.account,
  name: row.name,
  mobile: maskPhone(row.mobile),
  department: row.department_name || '（无）',
  roles: roles.map((r) => r.name),
  status: accountLifecycle.names[row.status] ?? row.status,
});

/** An account as the audit log names it (its changes, and its third-party binding's). */
export const accountTarget = (row: { id: number; name: string; account: string }, merchantId: number) => ({
  type: 'manager',
  id: row.id,
  name: `${row.name}（${row.account}）`,
  merchant: merchantId,
});

/**
 * Account administration (子账号): list, create, edit (password reset included), delete, enable/disable,
 * the caller's own mobile, and the select search. The rules against raising rights are in `guard*`.
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly sessions: SessionService,
  ) {}

  async list(access: Access, query: CallQuery<typeof calls.managerList>) {
    const page = pageOf(query);
    const merchantId = listedMerchant(access, query.merchant);
    return this.db.tenant([merchantId], async (tx) => {
      const departments = query.department === undefined ? undefined : [...subtreeIds(await departmentsOf(tx, merchantId), query.department)];
      const filter: repository.Filter = {
        name: query.name?.trim() || undefined,
        mobile: query.mobile?.trim() || undefined,
        account: query.account?.trim() || undefined,
        departments,
        status: query.status,
        role: query.role,
      };
      const rows = await repository.page(tx, merchantId, filter, page.size, page.offset);
      const total = await repository.total(tx, merchantId, filter);
      const roles = await repository.rolesOf(tx, merchantId, rows.map((r) => r.id));
      return listPayload(rows.map((r) => record(r, roles.get(r.id) ?? [])), total, page);
    });
  }

  async get(access: Access, id: number) {
    return this.db.tenant(ownScope(access), async (tx) => {
      const row = await repository.find(tx, access.merchant.id, id);
      if (!row) throw notFound('账号');
      const roles = await repository.rolesOf(tx, access.merchant.id, [id]);
      return record(row, roles.get(id) ?? []);
    });
  }

  async matching(access: Access, query: CallQuery<typeof calls.managerMatching>) {
    const rows = await this.db.tenant(ownScope(access), (tx) =>
      repository.matching(tx, access.merchant.id, query.keywords?.trim() || undefined, query.limit ?? 100),
    );
    return { row: rows.map((r) => ({ label: `${r.name}（${r.account}）`, value: r.id })) };
  }

  /** A non-superuser may only act with rights it holds: it cannot hand out, or take over, more than it has. */
  private lacking(access: Access, permissions: Iterable<string>) {
    if (access.manager.superuser) return [];
    return [...new Set(permissions)].filter((p) => !access.permissions.has(p));
  }

  /** The roles to assign: the merchant's, enabled, and (for a non-superuser) within the caller's own rights. */
  private async checkRoles(tx: Tx, access: Access, ids: number[]) {
    const roles = await repository.rolesWithPermissions(tx, access.merchant.id, ids);
    const missing = ids.filter((id) => !roles.some((r) => r.id === id && r.enabled));
    if (missing.length) throw badParameter(`角色不存在或已停用：${missing.join('、')}`, '请重新选择角色');
    for (const role of roles) {
      const lacking = this.lacking(access, role.permissions);
      if (lacking.length) throw forbidden(`不能分配超出自己权限的角色「${role.name}」（缺少 ${lacking.join('、')}）`);
    }
    return ids.map((id) => roles.find((r) => r.id === id)!).map((r) => ({ id: r.id, name: r.name }));
  }

  /** The department to assign: none (0), or one the caller may assign (GET merchant/department/privilege). */
  private async checkDepartment(tx: Tx, access: Access, id: number | undefined) {
    if (!id) {
      if (!access.manager.superuser && (await assignable(tx, access)).root !== null) {
        throw forbidden('只能将账号分配到您所在部门及其下级部门');
      }
      return { id: null, name: '' };
    }
    const { rows, ids } = await assignable(tx, access);
    const found = rows.find((r) => r.id === id);
    if (!found) throw badParameter('部门不存在', '请重新选择部门');
    if (!ids.has(id)) throw forbidden('只能将账号分配到您所在部门及其下级部门');
    return { id, name: found.name };
  }

  /** Who may change an account at all: a superuser only by a superuser; others only within the caller's rights. */
  private async guardTarget(tx: Tx, access: Access, row: Row) {
    if (access.manager.superuser || row.id === access.manager.id) return;
    if (row.superuser) throw forbidden('只有主账号可以修改主账号');
    const lacking = this.lacking(access, await repository.grantedPermissions(tx, access.merchant.id, row.id));
    if (lacking.length) throw forbidden(`不能修改权限超出自己的账号（对方还拥有 ${lacking.join('、')}）`);
  }

  private async lockTarget(tx: Tx, access: Access, id: number) {
    const row = await repository.find(tx, access.merchant.id, id, { lock: true });
    if (!row) throw notFound('账号');
    await this.guardTarget(tx, access, row);
    const roles = (await repository.rolesOf(tx, access.merchant.id, [id])).get(id) ?? [];
    return { row, roles };
  }

  async create(actor: Actor, body: CallBody<typeof calls.managerCreate>) {
    const access = actor.access;
    const merchantId = access.merchant.id;
    const account = body.account.trim();
    const taken = await this.db.tenant('all', (tx) => managers.findByAccount(tx, account));
    if (taken) throw badParameter(`账号「${account}」已被使用`, '请换一个登录账号');
    const generated = body.password === undefined ? generatePassword() : undefined;
    const passwordHash = await hashPassword(body.password ?? generated!, this.config.passwordHashCost);
    // Two creations of one account at the same moment: the unique index decides.
    const id = await unlessDuplicate(() => this.db.tenant(ownScope(access), async (tx) => {
      const roles = await this.checkRoles(tx, access, body.roles ?? []);
      const department = await this.checkDepartment(tx, access, body.department);
      const values = { account, name: body.name.trim(), mobile: body.mobile, department: department.id };
      const created = await repository.insert(tx, { ...values, merchant: merchantId, password_hash: passwordHash });
      await repository.setRoles(tx, merchantId, created, roles.map((r) => r.id));
      await audit(tx, actor, accountTarget({ id: created, ...values }, merchantId), {
        after: { ...snapshot({ ...values, department_name: department.name, status: ManagerStatus.enabled }, roles), password: generated ? '系统生成' : '管理员设置' },
      });
      return created;
    }), () => badParameter(`账号「${account}」已被使用`, '请换一个登录账号'));
    return generated ? { id, initial_password: generated } : { id };
  }

  async update(actor: Actor, body: CallBody<typeof calls.managerUpdate>) {
    const access = actor.access;
    const merchantId = access.merchant.id;
    const self = body.id === access.manager.id;
    if (self && body.password !== undefined) throw forbidden('不能在此重置自己的密码', '请在账号设置中修改密码');
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password, this.config.passwordHashCost);
    await this.db.tenant(ownScope(access), async (tx) => {
      const { row, roles: rolesBefore } = await this.lockTarget(tx, access, body.id);
      const rolesChanged =
        body.roles !== undefined && [...body.roles].sort((a, b) => a - b).join() !== rolesBefore.map((r) => r.id).sort((a, b) => a - b).join();
      const departmentChanged = body.department !== undefined && (body.department || null) !== row.department;
      if (self && rolesChanged) throw forbidden('不能修改自己的角色');
      if (self && departmentChanged) throw forbidden('不能修改自己的部门');
      const roles = rolesChanged ? await this.checkRoles(tx, access, body.roles!) : rolesBefore;
      const department = departmentChanged ? await this.checkDepartment(tx, access, body.department) : { id: row.department, name: row.department_name };
      const values = {
        name: body.name?.trim() || row.name,
        mobile: body.mobile ?? row.mobile,
        department: department.id,
        ...(passwordHash ? { password_hash: passwordHash, password_time: new Date() } : {}),
      };
      await repository.update(tx, merchantId, row.id, values);
      if (rolesChanged) await repository.setRoles(tx, merchantId, row.id, roles.map((r) => r.id));
      const after = { ...snapshot({ ...row, ...values, department_name: department.name }, roles), ...(passwordHash ? { password: '已重置' } : {}) };
      await audit(tx, actor, accountTarget({ ...row, name: values.name }, merchantId), { before: snapshot(row, rolesBefore), after });
      // A password reset or a change of rights ends the account's sessions; other edits refresh cached user info.
      if (passwordHash || rolesChanged) await this.sessions.revokeManagers(tx, [row.id]);
      else await this.sessions.publish(tx, { type: 'all' });
    });
    return { id: body.id };
  }

  /** The last enabled superuser of a merchant must stay: without it nobody could administer the merchant. */
  private async guardLastSuperuser(tx: Tx, merchantId: number, row: Row, doing: string) {
    if (!row.superuser || row.status !== ManagerStatus.enabled) return;
    const superusers = await repository.enabledSuperusers(tx, merchantId);
    if (superusers.filter((id) => id !== row.id).length === 0) throw conflict(`不能${doing}商户的最后一个主账号`, '请先将主账号转让给其他账号');
  }

  async setStatus(actor: Actor, id: number, status: number) {
    const access = actor.access;
    const merchantId = access.merchant.id;
    await this.db.tenant(ownScope(access), async (tx) => {
      const { row, roles } = await this.lockTarget(tx, access, id);
      if (id === access.manager.id) throw conflict(`不能${accountLifecycle.names[status]}自己的账号`);
      assertTransition(accountLifecycle, row.status, status);
      if (status === ManagerStatus.disabled) await this.guardLastSuperuser(tx, merchantId, row, '停用');
      await repository.update(tx, merchantId, id, { status });
      await audit(tx, actor, accountTarget(row, merchantId), {
        before: { status: accountLifecycle.names[row.status] },
        after: { status: accountLifecycle.names[status], roles: roles.map((r) => r.name) },
      });
      if (status === ManagerStatus.disabled) await this.sessions.revokeManagers(tx, [id]);
      else await this.sessions.publish(tx, { type: 'all' });
    });
    return { id, status };
  }

  async remove(actor: Actor, id: number) {
    const access = actor.access;
    const merchantId = access.merchant.id;
    await this.db.tenant(ownScope(access), async (tx) => {
      const { row, roles } = await this.lockTarget(tx, access, id);
      if (id === access.manager.id) throw conflict('不能删除自己的账号');
      await this.guardLastSuperuser(tx, merchantId, row, '删除');
      await this.sessions.revokeManagers(tx, [id]);
      await repository.remove(tx, merchantId, id);
      await audit(tx, actor, accountTarget(row, merchantId), { before: snapshot(row, roles) });
    });
    return { id };
  }

  /** The caller's own mobile; the current password stands in for an SMS code (docs/decisions.md). */
  async changeMobile(actor: Actor, body: CallBody<typeof calls.managerMobile>) {
    const access = actor.access;
    const merchantId = access.merchant.id;
    const hash = await this.db.tenant(ownScope(access), (tx) => managers.findPasswordHash(tx, access.manager.id));
    if (!hash || !(await verifyPassword(hash, body.password))) throw new AppError(Code.WRONG_CREDENTIALS, '当前密码错误', '请输入当前使用的密码');
    await this.db.tenant(ownScope(access), async (tx) => {
      const row = await repository.find(tx, merchantId, access.manager.id, { lock: true });
      if (!row) throw notFound('账号');
      await repository.update(tx, merchantId, row.id, { mobile: body.mobile });
      await audit(tx, actor, accountTarget(row, merchantId), { before: { mobile: maskPhone(row.mobile) }, after: { mobile: maskPhone(body.mobile) } });
      await this.sessions.publish(tx, { type: 'all' });
    });
    return { mobile: body.mobile };
  }
}
