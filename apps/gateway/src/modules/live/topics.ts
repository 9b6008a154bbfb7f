import { LiveMessage, liveTopic, parseLiveTopic } from '@oj/contracts';
import { fail } from '@oj/service-kit';

/**
 * The topics a connection follows: the contest topics of the query (comma-separated, blanks and
 * repeats ignored) and, always, the caller's own user topic. Naming another user's topic is refused
 * (403); anything that is not a topic, or more than `maxTopics` of them, is bad input (400).
 */
export function connectionTopics(query: string | undefined, uid: string, maxTopics: number): string[] {
  const own = liveTopic.user(uid);
  const named = new Set<string>();
  for (const item of (query ?? '').split(',')) {
    const text = item.trim();
    if (text === '' || text === own) continue;
    const topic = parseLiveTopic(text);
    if (topic === null) throw fail(LiveMessage.invalidTopic);
    if (topic.kind === 'user') throw fail(LiveMessage.otherUserTopic);
    named.add(topic.name);
  }
  if (named.size > maxTopics) throw fail(LiveMessage.tooManyTopics);
  return [own, ...named];
}
