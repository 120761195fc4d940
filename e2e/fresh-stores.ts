/**
 * Run before the journeys' server starts (playwright.config.ts): an empty PostgreSQL database
 * (the server migrates and seeds it, as the first journey expects) and no counters or cached
 * entries left in Redis by an earlier run (a lockout would outlive it). Nothing to do on the
 * embedded database, whose folder the command removes.
 */
import { Redis } from 'ioredis';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl && adminUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected journey database name ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  console.log(`journeys on PostgreSQL: ${name} (fresh)`);
}

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'agrolease:*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
