import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage } from '../src/index.ts';
import { FIXTURES, bytesOf, cleanup, fileOf, noteCodes, tempDir, textOf, withPackage, zipOf } from './helpers.ts';

afterAll(cleanup);

describe('FPS XML', () => {
  it('reads several problems: units, samples, named tests, images, solutions, tpj', async () => {
    const spoolDir = await tempDir();
    await withPackage(readProblemPackage(join(FIXTURES, 'fps/two-problems.xml'), { tempDir: spoolDir }), async (pkg) => {
      expect(pkg.format).toBe('fps');
      const [ab, order] = pkg.problems;
      expect(ab).toMatchObject({
        title: 'A+B Problem',
        timeLimitMs: 500,
        memoryLimitMb: 64,
        source: '系统原理',
        examples: [{ input: '1 2', output: '3' }],
        codeTemplates: [{ language: 'C', code: 'int main(){}' }],
        solutions: [{ name: 'solution-1.cpp', language: 'C++', expected: 'accepted' }],
      });
      expect(ab?.statements[0]).toMatchObject({ format: 'html', input: '<p>a b (0&lt;=a,b&lt;=10)</p>' });
      expect(ab?.cases.map((item) => [item.inputName, item.outputName])).toEqual([
        ['small.in', 'small.out'],
        ['zero.in', 'zero.out'],
      ]);
      expect(await textOf(ab?.cases[0]?.output ?? null)).toBe('517\n');
      expect(ab?.images.map((image) => [image.name, image.link])).toEqual([['ab.png', 'http://oj.example/upload/ab.png']]);
      expect((await bytesOf(ab!.images[0]!.file)).toString('latin1')).toBe('\x89PNG\r\n\x1a\nfps-image-bytes');
      expect(noteCodes(ab!)).toEqual(['problemPackage.noteIgnored', 'problemPackage.noteLanguageUnknown']);
      expect(order).toMatchObject({
        title: 'Any order',
        timeLimitMs: 1500,
        memoryLimitMb: 128,
        judgeMode: 'spj',
        program: { protocol: 'testlib', fileName: 'tpj.cpp' },
      });
      expect(order?.statements[0]?.description).toBe('Print the numbers in <b>any</b> order & stop.');
      expect(order?.cases[0]?.output).toBeNull();
      expect((await readdir(spoolDir)).length).toBe(1);
    });
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('streams a test larger than the parser buffer to a file, and reads an FPS zip', async () => {
    const big = 'x'.repeat(300_000);
    const xml = `<fps version="1.2"><item><title>big</title><test_input><![CDATA[${big}]]></test_input><test_output>${big}</test_output></item></fps>`;
    const path = await zipOf([{ name: 'export/problems.xml', data: xml }]);
    await withPackage(readProblemPackage(path), async (pkg) => {
      expect(pkg.format).toBe('fps');
      expect((await textOf(pkg.problems[0]?.cases[0]?.input ?? null))?.length).toBe(300_000);
      expect(await textOf(pkg.problems[0]?.cases[0]?.output ?? null)).toBe(big);
    });
  });

  it('refuses broken XML with its line, a missing answer, and a text past the cap', async () => {
    const broken = await fileOf('<?xml version="1.0"?>\n<fps>\n<item>\n<title>x</titel>\n</item></fps>', 'broken.xml');
    await expect(readProblemPackage(broken)).rejects.toMatchObject({
      code: 'problemPackage.brokenXml',
      serverMessage: { params: { file: 'broken.xml', line: 4 } },
    });
    const unanswered = await fileOf('<fps><item><title>x</title><test_input>1</test_input></item></fps>', 'unanswered.xml');
    await expect(readProblemPackage(unanswered)).rejects.toMatchObject({ code: 'problemPackage.missingAnswer' });
    const long = await fileOf(`<fps><item><title>${'t'.repeat(5000)}</title></item></fps>`, 'long.xml');
    await expect(readProblemPackage(long, { limits: { maxTextBytes: 1000 } })).rejects.toMatchObject({ code: 'problemPackage.fileTooLarge' });
    const other = await fileOf('<rss><item/></rss>', 'feed.xml');
    await expect(readProblemPackage(other)).rejects.toMatchObject({ code: 'problemPackage.unknownFormat' });
  });
});
