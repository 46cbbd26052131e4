import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './plugins/logging.js';
import { bootstrap } from './seed/bootstrap.js';
import { demoAccounts, randomDemoPassword, seedDemo } from './seed/demo.js';
import { pruneIdempotencyKeys } from './shared/idempotency.js';
import { writeRecentStatements } from './modules/energy/reconciliation/reconciliation.service.js';

const config = loadConfig();

/** Pads to a display width, counting CJK characters as two columns. */
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(1, width - [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)));
const logger = createLogger(config.logLevel);

async function main() {
  const db = await openDatabase(config);
  await bootstrap(db);
  let demoPassword: string | undefined;
  if (process.env.SEED_DEMO !== '0') {
    const password = config.demoPassword ?? randomDemoPassword();
    if (await seedDemo(db, password, config.passwordHashCost)) demoPassword = password;
  }
  const { app, managers } = await buildApp({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });

  // The planner's statistics (PGlite has no autovacuum): the demo data just written is analyzed before serving; a
  // database's statistics outlive a restart, so an existing one is analyzed with the rest of the maintenance, ten
  // minutes after the start and hourly (an ANALYZE at every start was a second of every browser test's start).
  if (demoPassword) await db.maintain();
  // The energy settlement statements of the days just over (written once each).
  await writeRecentStatements(db).catch((err) => logger.error({ err }, 'energy statements failed'));
  const maintenance = () =>
    Promise.all([managers.pruneLoginRecords(), pruneIdempotencyKeys(db), db.maintain(), writeRecentStatements(db)]).catch((err) => logger.error({ err }, 'maintenance failed'));
  setTimeout(maintenance, 600_000).unref();
  setInterval(maintenance, 3_600_000).unref();

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `商户管理平台已启动：${url}`,
    `  数据库：${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir}/pglite)`}`,
    `  API 参考：${url}/api/docs`,
    '',
    demoPassword
      ? `演示账号（密码：${demoPassword}）：`
      : '演示账号（数据库已有数据，未重新初始化；密码为首次启动时打印的密码，或首次启动时的 DEMO_PASSWORD）：',
    `  ${pad('账号', 24)}${pad('身份', 8)}${pad('看到的平台', 18)}商户 · 姓名`,
    ...demoAccounts().map((a) => `  ${pad(a.account, 24)}${pad(a.identity === 'superuser' ? '主账号' : '子账号', 8)}${pad(a.platform, 18)}${a.merchant} · ${a.name}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  logger.fatal({ err }, 'start failed');
  process.exit(1);
});
