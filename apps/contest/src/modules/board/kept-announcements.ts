/**
 * A contest's visible announcements, kept with its loaded board: every open contest page asks for the
 * unread ones each minute (spec 02 §2), so a running contest would read the same rows thousands of times
 * a minute. They are read once, shared by the requests that come while the read is under way, and kept
 * until the contest's next change (`forget`, on its `contest changed` event, which every announcement
 * change records in its transaction).
 */
import type { ContestAnnouncementDto } from '@oj/contracts';

export type AnnouncementList = readonly ContestAnnouncementDto[];

export class KeptAnnouncements {
  #list: AnnouncementList | null = null;
  #reading: Promise<AnnouncementList> | null = null;
  /** Grows with each `forget`: a read begun before it is not kept. */
  #generation = 0;

  /** The kept list, or the read under way, or a new read by `read`. */
  get(read: () => Promise<AnnouncementList>): AnnouncementList | Promise<AnnouncementList> {
    if (this.#list !== null) return this.#list;
    if (this.#reading !== null) return this.#reading;
    const generation = this.#generation;
    const reading = read()
      .then((list) => {
        if (this.#generation === generation) this.#list = list;
        return list;
      })
      .finally(() => {
        if (this.#reading === reading) this.#reading = null;
      });
    this.#reading = reading;
    return reading;
  }

  /** Whether a list is kept now. */
  get kept(): boolean {
    return this.#list !== null;
  }

  /** The announcements may have changed: the next `get` reads them again. */
  forget(): void {
    this.#generation += 1;
    this.#list = null;
    this.#reading = null;
  }
}
