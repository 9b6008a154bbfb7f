import type { QuoteDto } from '@oj/contracts';

// The clock widget's quotes, served by the project (no third-party call): a small set per language.
const QUOTES: Readonly<Record<'zh-CN' | 'en-US', readonly QuoteDto[]>> = {
  'zh-CN': [
    { content: '学而不思则罔，思而不学则殆。', author: '孔子' },
    { content: '千里之行，始于足下。', author: '老子' },
    { content: '不积跬步，无以至千里；不积小流，无以成江海。', author: '荀子' },
    { content: '纸上得来终觉浅，绝知此事要躬行。', author: '陆游' },
    { content: '路漫漫其修远兮，吾将上下而求索。', author: '屈原' },
    { content: '知之者不如好之者，好之者不如乐之者。', author: '孔子' },
    { content: '业精于勤，荒于嬉；行成于思，毁于随。', author: '韩愈' },
    { content: '锲而不舍，金石可镂。', author: '荀子' },
  ],
  'en-US': [
    { content: 'Premature optimization is the root of all evil.', author: 'Donald Knuth' },
    { content: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' },
    { content: 'Programs must be written for people to read, and only incidentally for machines to execute.', author: 'Harold Abelson' },
    { content: 'Talk is cheap. Show me the code.', author: 'Linus Torvalds' },
    { content: 'The most effective debugging tool is still careful thought, coupled with judiciously placed print statements.', author: 'Brian Kernighan' },
    { content: 'First, solve the problem. Then, write the code.', author: 'John Johnson' },
    { content: 'An algorithm must be seen to be believed.', author: 'Donald Knuth' },
    { content: 'Testing shows the presence, not the absence of bugs.', author: 'Edsger W. Dijkstra' },
  ],
};

/** One quote of the language: the same for everyone within a quarter of an hour, then the next. */
export function quoteOf(language: 'zh-CN' | 'en-US', nowMs: number): QuoteDto {
  const list = QUOTES[language];
  const index = Math.floor(nowMs / (15 * 60_000)) % list.length;
  return list[index] as QuoteDto;
}

/** Every quote of a language (tests). */
export function quotesOf(language: 'zh-CN' | 'en-US'): readonly QuoteDto[] {
  return QUOTES[language];
}
