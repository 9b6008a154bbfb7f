// A page following a contest's board pushes as the web app does (apps/web/src/features/contest-board/board-push.ts):
// the whole first page when a push carries it, else its patch applied to the page held. Reads the core NATS subject
// the gateways read, and keeps every push and every patch it could not apply.
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { LiveEventSchema, applyBoardPatch } from '@oj/contracts';
import type { LiveBoard, LiveEvent, ScoreboardPageDto } from '@oj/contracts';

type Subscription = ReturnType<FastifyInstance['nats']['subscribe']>;

export class BoardFollower {
  readonly pushes: LiveBoard[] = [];
  /** Pushes that did not pass the schema, or patches that did not make a page from the one held. */
  readonly failures: string[] = [];
  page: ScoreboardPageDto | undefined;
  readonly #subscription: Subscription;

  /** Follows `contest.<cid>` from now, holding `start` (a page fetched before) if given. */
  constructor(app: FastifyInstance, cid: number, start?: ScoreboardPageDto) {
    this.page = start;
    this.#subscription = app.nats.subscribe(app.natsNames.subjects.live(`contest.${cid}`), {
      callback: (_error, message) => {
        this.#receive(message.json<LiveEvent>());
      },
    });
  }

  /** The last push's version, or -1. */
  get lastVersion(): number {
    return this.pushes.at(-1)?.version ?? -1;
  }

  close(): void {
    this.#subscription.unsubscribe();
  }

  #receive(event: LiveEvent): void {
    if (!Value.Check(LiveEventSchema, event) || event.kind !== 'board') {
      this.failures.push(`not a board event: ${JSON.stringify(event).slice(0, 200)}`);
      return;
    }
    const push = event.data;
    this.pushes.push(push);
    if (this.page && push.version <= this.page.version) return;
    if (push.firstPage) {
      this.page = push.firstPage;
      return;
    }
    if (!push.patch) return;
    const applied = this.page && this.page.version >= push.patch.baseVersion ? applyBoardPatch(this.page, push.patch, push.version) : null;
    if (applied) this.page = applied;
    else this.failures.push(`patch ${push.patch.baseVersion} → ${push.version} does not apply to version ${this.page?.version ?? 'none'}`);
  }
}
