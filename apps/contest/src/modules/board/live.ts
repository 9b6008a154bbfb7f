/**
 * The boards' live push: after a change, a `board` event on the topic `contest.<cid>` with the
 * version and the first page of the public view (default size, stars kept, no filters,
 * contest-time submissions, as a viewer without real-time rank permission sees it), at most once
 * per contest per `LIVE_CHANNEL.boardPushIntervalMs`. Private, hidden and scheduled contests push
 * the version alone (any signed-in user may follow the topic; their pages refetch). The coalescer keeps only the version; the page
 * is made when the push goes out, from the board as it stands then, and serialised once for every
 * gateway and browser.
 *
 * The page goes as a patch against the page this instance pushed before for the same board (`LiveBoardPatchSchema`):
 * a verdict of a large contest mostly leaves page 1 as it was, and every push is written to every open page of the
 * contest (2,000 pages × 23.5 KB a second was most of a gateway's work, bench/README.md "Simulated contest").
 * The whole page goes when there is no such page (the first push of this board object: after a start, a rebuild),
 * when the board's settings or problems changed since, when the view turned sealed or unsealed, and when the patch
 * would not be smaller.
 */
import { ContestAuth, DEFAULT_SCOREBOARD_PAGE_SIZE, LIVE_CHANNEL, boardPagePatch, liveTopic } from '@oj/contracts';
import type { LiveBoard, NatsNames, ScoreboardPageDto } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { LiveCoalescer, publishLive } from '@oj/service-kit';
import type { FastifyInstance } from 'fastify';
import type { EventHost } from '@oj/service-kit/events';
import type { BoardEntry } from './entry.ts';

type Connection = FastifyInstance['nats'];

/**
 * Whether every signed-in user may see the contest's inside board: visible, not private, not a
 * group's (its members only), started.
 */
function isOpenToEveryone(contest: ContestRow, nowMs: number): boolean {
  return contest.visible && contest.auth !== ContestAuth.Private && (contest.gid ?? 0) <= 0 && nowMs >= contest.startTime.getTime();
}

export interface BoardLivePushOptions {
  /** The current connection; throws while NATS is unreachable. */
  nats: () => Connection;
  names: NatsNames;
  /** The board as it stands now. */
  entryOf: (cid: number) => BoardEntry | undefined;
  log: EventHost['log'];
  clock?: () => number;
  intervalMs?: number;
}

/** The page 1 last pushed for a board, and the settings it was made under. */
interface PushedPage {
  page: ScoreboardPageDto;
  settingsKey: string;
  problemsKey: string;
}

export class BoardLivePush {
  readonly #coalescer: LiveCoalescer<number>;
  /** Per board object: a rebuilt board is a new object (no base), a dropped one is forgotten with it. */
  readonly #pushed = new WeakMap<BoardEntry, PushedPage>();

  constructor(options: BoardLivePushOptions) {
    const clock = options.clock ?? Date.now;
    this.#coalescer = new LiveCoalescer<number>({
      intervalMs: options.intervalMs ?? LIVE_CHANNEL.boardPushIntervalMs,
      isNewer: (next, current) => next > current,
      send: (key) => {
        const entry = options.entryOf(Number(key));
        if (!entry) return;
        const nowMs = clock();
        const data: LiveBoard = { cid: entry.cid, version: entry.version };
        let pushed: PushedPage | undefined;
        // The topic is open to any signed-in user: the page goes along only where any of them may see it.
        if (isOpenToEveryone(entry.contest, nowMs)) {
          data.limit = DEFAULT_SCOREBOARD_PAGE_SIZE;
          // The seal is the contest policy's (the board's view for a viewer who is not a contest admin).
          const page = entry.page({ currentPage: 1, limit: data.limit }, { isAdmin: false }, nowMs);
          const base = this.#pushed.get(entry);
          const patch = base && base.settingsKey === entry.settingsKey && base.problemsKey === entry.problemsKey ? boardPagePatch(base.page, page) : null;
          if (patch) data.patch = patch;
          else data.firstPage = page;
          pushed = { page, settingsKey: entry.settingsKey, problemsKey: entry.problemsKey };
        }
        publishLive(options.nats(), options.names, liveTopic.contest(entry.cid), { kind: 'board', data });
        // Only a page that went out is a base (after a failed publish, the one before stays the base).
        if (pushed) this.#pushed.set(entry, pushed);
        else this.#pushed.delete(entry);
      },
      onError: (error, key) => {
        options.log.warn({ err: error, cid: Number(key) }, 'scoreboard push not sent');
      },
    });
  }

  /** A board changed. */
  push(entry: BoardEntry): void {
    this.#coalescer.offer(String(entry.cid), entry.version);
  }

  /** Sends what waits (before a shutdown, while NATS is up). */
  flush(): void {
    this.#coalescer.flush();
  }

  close(): void {
    this.#coalescer.close();
  }
}
