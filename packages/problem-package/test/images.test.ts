import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage, replaceLink, uploadImages } from '../src/index.ts';
import { bytesOf, cleanup, withPackage, zipFixture } from './helpers.ts';

afterAll(cleanup);

describe('images', () => {
  it('rewrites a link only where it is a link: Markdown, HTML src, LaTeX graphics', () => {
    const text = 'see a.png ![x](a.png) <img src="a.png"> \\includegraphics[width=3cm]{a.png} \\illustration{0.3}{a.png}{c}';
    expect(replaceLink(text, 'a.png', '/api/f/1.png')).toBe(
      'see a.png ![x](/api/f/1.png) <img src="/api/f/1.png"> \\includegraphics[width=3cm]{/api/f/1.png} \\illustration{0.3}{/api/f/1.png}{c}',
    );
  });

  it('uploads each image through the callback and rewrites the statements in every language', async () => {
    await withPackage(readProblemPackage(await zipFixture('hydro')), async (pkg) => {
      const uploaded: string[] = [];
      const problem = await uploadImages(pkg.problems[0]!, async (image) => {
        uploaded.push(`${image.name}:${(await bytesOf(image.file)).length}`);
        return `/api/public/file/${image.name}`;
      });
      expect(uploaded).toEqual(['fig.png:15']);
      expect(
        problem.statements.map(
          (statement) =>
            statement.description.includes('![fig](/api/public/file/fig.png)') || statement.description.includes('![图](/api/public/file/fig.png)'),
        ),
      ).toEqual([true, true]);
    });
  });
});
