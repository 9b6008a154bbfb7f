import type { PackageImage, ProblemModel, Statement } from './model.ts';

const IMAGE = /\.(png|jpe?g|gif|svg|webp|bmp)$/i;

/** True for a file name with an image extension. */
export function isImageName(name: string): boolean {
  return IMAGE.test(name);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` with every use of `link` as an image or link target replaced by `url`: Markdown `](link)`, HTML
 * `src="link"` and `href="link"`, LaTeX `\includegraphics{link}` and Kattis `\illustration{w}{link}{...}`.
 * Plain mentions of the same characters elsewhere in the text are left alone.
 */
export function replaceLink(text: string, link: string, url: string): string {
  const target = escapeRegExp(link);
  return text
    .replace(new RegExp(`(\\]\\(\\s*<?)${target}(>?(?:\\s+"[^"]*")?\\s*\\))`, 'g'), (_all, before: string, after: string) => `${before}${url}${after}`)
    .replace(new RegExp(`((?:src|href)\\s*=\\s*)(["'])${target}\\2`, 'gi'), (_all, before: string, quote: string) => `${before}${quote}${url}${quote}`)
    .replace(
      new RegExp(`(\\\\includegraphics\\s*(?:\\[[^\\]]*\\])?\\s*\\{)${target}(\\})`, 'g'),
      (_all, before: string, after: string) => `${before}${url}${after}`,
    )
    .replace(new RegExp(`(\\\\illustration\\s*\\{[^}]*\\}\\s*\\{)${target}(\\})`, 'g'), (_all, before: string, after: string) => `${before}${url}${after}`);
}

function rewriteStatement(statement: Statement, links: ReadonlyMap<string, string>): Statement {
  const rewrite = (text: string): string => [...links].reduce((result, [link, url]) => replaceLink(result, link, url), text);
  return {
    ...statement,
    description: rewrite(statement.description),
    input: rewrite(statement.input),
    output: rewrite(statement.output),
    hint: rewrite(statement.hint),
  };
}

/**
 * Uploads each image of `problem` with `upload` (which stores the file and answers its URL on this site) and
 * returns the problem with the statements' links to the images rewritten to those URLs.
 */
export async function uploadImages(problem: ProblemModel, upload: (image: PackageImage) => Promise<string>): Promise<ProblemModel> {
  const links = new Map<string, string>();
  for (const image of problem.images) links.set(image.link, await upload(image));
  return { ...problem, statements: problem.statements.map((statement) => rewriteStatement(statement, links)) };
}
