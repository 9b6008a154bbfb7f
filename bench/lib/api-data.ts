/** The API bench's own database: migrated, seeded like a fresh site, then filled in bulk. */
import { randomBytes, randomUUID } from 'node:crypto';
import { ProblemAuth, Role, Verdict } from '@oj/contracts';
import {
  JudgeEntity,
  ProblemCountEntity,
  ProblemEntity,
  ProblemTagEntity,
  TagEntity,
  UserInfoEntity,
  UserRoleEntity,
  seedDefaults,
  seedDemoProblems,
} from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { hashPassword } from '@oj/service-kit';
import type { DataSource } from 'typeorm';

/** How much to generate on top of the demo problems. */
export interface BenchDataSize {
  problems: number;
  submissions: number;
  users: number;
  tags: number;
}

/** Creates and migrates a throwaway `oj_t_bench_api_<random>` on the OJ_DB_* server and seeds a fresh site. */
export async function createBenchDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase('bench_api');
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(randomBytes(12).toString('hex')) });
  return database;
}

// A deterministic generator, so two runs list the same data.
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertChunked<T>(rows: readonly T[], chunkSize: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) await insert(rows.slice(start, start + chunkSize));
}

const VERDICTS = [Verdict.Accepted, Verdict.Accepted, Verdict.WrongAnswer, Verdict.TimeLimitExceeded, Verdict.CompileError, Verdict.RuntimeError];
const LANGUAGES = ['C++', 'C', 'Python3', 'Java'];

/**
 * Demo problems (needs the language table synced, i.e. the gateway started once), then generated
 * problems with 1-3 tags and counters, users, and submissions spread over the last 90 days.
 */
export async function fillBenchData(db: DataSource, size: BenchDataSize): Promise<{ problems: number; submissions: number }> {
  const random = generator(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  await seedDemoProblems(db);

  const tagRows = Array.from({ length: size.tags }, (_, index) => ({ name: `bench-tag-${index}`, color: '#409eff', oj: 'ME', gid: null, tcid: null }));
  await db.getRepository(TagEntity).insert(tagRows);
  const tagIds = (await db.getRepository(TagEntity).find({ select: { id: true } })).map((tag) => tag.id);

  const problemRows = Array.from({ length: size.problems }, (_, index) => ({
    problemId: `B${String(index + 1).padStart(5, '0')}`,
    title: `Generated problem ${index + 1}`,
    author: 'root',
    description: 'Read two integers and print their sum. '.repeat(20),
    input: 'Two integers.',
    output: 'Their sum.',
    examples: '<input>1 2</input><output>3</output>',
    difficulty: Math.floor(random() * 3),
    // One in ten is private, as on a real site; the anonymous list skips them.
    auth: random() < 0.1 ? ProblemAuth.Private : ProblemAuth.Public,
  }));
  await insertChunked(problemRows, 500, (chunk) => db.getRepository(ProblemEntity).insert(chunk));
  const problems = await db.getRepository(ProblemEntity).find({ select: { id: true, problemId: true } });
  const generated = problems.filter((problem) => problem.problemId.startsWith('B'));

  const problemTags = generated.flatMap((problem) => {
    const tids = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(tagIds)));
    return [...tids].map((tid) => ({ pid: problem.id, tid }));
  });
  await insertChunked(problemTags, 1_000, (chunk) => db.getRepository(ProblemTagEntity).insert(chunk));
  const counts = generated.map((problem) => {
    const total = Math.floor(random() * 5_000);
    const ac = Math.floor(total * random() * 0.6);
    return { pid: problem.id, total, ac, wa: total - ac };
  });
  await insertChunked(counts, 1_000, (chunk) => db.getRepository(ProblemCountEntity).insert(chunk));

  const users = Array.from({ length: size.users }, (_, index) => ({ uid: randomUUID(), username: `bench${index}` }));
  await insertChunked(users, 500, (chunk) =>
    db
      .getRepository(UserInfoEntity)
      .insert(chunk.map((user) => ({ ...user, email: `${user.username}@bench.test`, password: 'not-a-login', gender: 'secrecy' }))),
  );
  await insertChunked(users, 500, (chunk) => db.getRepository(UserRoleEntity).insert(chunk.map((user) => ({ uid: user.uid, roleId: Role.User }))));

  const nowMs = Date.now();
  const code = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';
  const judges = Array.from({ length: size.submissions }, (_, index) => {
    const user = pick(users);
    const problem = pick(problems);
    const status = pick(VERDICTS);
    return {
      pid: problem.id,
      displayPid: problem.problemId,
      uid: user.uid,
      username: user.username,
      // Oldest first, so submitId order is time order as on a real site.
      submitTime: new Date(nowMs - (size.submissions - index) * 150_000),
      status,
      score: status === Verdict.Accepted ? 100 : 0,
      time: Math.floor(random() * 1_000),
      memory: Math.floor(random() * 65_536),
      code,
      length: code.length,
      language: pick(LANGUAGES),
      judger: 'bench-node',
    };
  });
  await insertChunked(judges, 2_000, (chunk) => db.getRepository(JudgeEntity).insert(chunk));
  // A live site's index statistics are current (InnoDB recomputes them after 10% of a table
  // changes); compute them now, so the planner chooses as it would there.
  await db.query('ANALYZE TABLE problem, problem_tag, problem_count, tag, judge, user_info');
  return { problems: problems.length, submissions: judges.length };
}
