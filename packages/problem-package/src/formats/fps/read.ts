/**
 * FPS (FreeProblemSet) XML as HUSTOJ-family judges export it: `<fps><item>...</item>...</fps>`, one item per
 * problem, with `title`, `time_limit unit="s|ms"`, `memory_limit unit="mb|kb"`, `description`, `input`,
 * `output`, `sample_input`/`sample_output`, `test_input`/`test_output` (optional `name`), `hint`, `source`,
 * `solution`, `template`/`prepend`/`append` (`language`), `spj` (HUSTOJ's own protocol), `tpj` (testlib),
 * `interactor`, and `img` (`src` + `base64`). Parsed streaming (sax): test data and images go to temporary
 * files chunk by chunk (sax flushes text past 64 KB), so memory holds one chunk of them, plus each statement
 * field (capped at the text limit).
 */
import type { Readable } from 'node:stream';
import sax from 'sax';
import { JudgeMode, ProblemPackageMessage as M } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { NameSet, baseName } from '../../cases.ts';
import { newProblem } from '../../defaults.ts';
import { PackageError, refuse } from '../../errors.ts';
import { extensionOf, siteLanguage } from '../../languages.ts';
import { megabytes } from '../../limits.ts';
import type { PackageLimits } from '../../limits.ts';
import type { FileRef, JudgeProgram, ProblemModel } from '../../model.ts';
import { Base64Decoder } from './spool.ts';
import type { Spool, SpoolFile } from './spool.ts';

const TEXT_FIELDS = new Set([
  'title',
  'time_limit',
  'memory_limit',
  'description',
  'input',
  'output',
  'sample_input',
  'sample_output',
  'hint',
  'source',
  'solution',
  'template',
  'prepend',
  'append',
  'spj',
  'tpj',
  'interactor',
  'remote_oj',
  'remote_id',
  'url',
]);

interface TextValue {
  tag: string;
  attributes: Record<string, string>;
  value: string;
}

interface SpooledValue {
  tag: string;
  name: string | null;
  /** Set once the spooled file is closed (before parsing returns). */
  file: FileRef | null;
}

/** One `<item>` as parsed, before it becomes a problem. */
interface ItemParts {
  index: number;
  texts: TextValue[];
  data: SpooledValue[];
  images: { src: string; file: FileRef | null }[];
}

type Capture =
  | { kind: 'text'; value: TextValue }
  | { kind: 'spool'; tag: string; name: string | null; file: SpoolFile }
  | { kind: 'imageSrc'; value: string }
  | { kind: 'imageData'; file: SpoolFile; decoder: Base64Decoder }
  | null;

/** Parses an FPS stream into its items' parts; refuses broken XML with the line. */
async function parseItems(input: Readable, label: string, spool: Spool, limits: PackageLimits): Promise<ItemParts[]> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: true });
  const items: ItemParts[] = [];
  const pending: Promise<unknown>[] = [];
  const stack: string[] = [];
  let item: ItemParts | null = null;
  let capture: Capture = null;
  let image: { src: string; file: FileRef | null } | null = null;
  const state: { failure: Error | null } = { failure: null };
  const open = new Set<SpoolFile>();
  const finish = (file: SpoolFile, done: (ref: FileRef) => void): void => {
    pending.push(
      file.finish().then((ref) => {
        open.delete(file);
        done(ref);
      }),
    );
  };

  const fail = (error: Error): void => {
    state.failure ??= error;
  };
  const append = (chunk: string): void => {
    if (capture === null || state.failure !== null) return;
    try {
      if (capture.kind === 'text') {
        capture.value.value += chunk;
        if (capture.value.value.length > limits.maxTextBytes) refuse(M.fileTooLarge(`${label} <${capture.value.tag}>`, megabytes(limits.maxTextBytes)));
      } else if (capture.kind === 'imageSrc') capture.value += chunk;
      else if (capture.kind === 'spool') capture.file.push(Buffer.from(chunk, 'utf8'));
      else capture.file.push(capture.decoder.push(chunk));
    } catch (error) {
      fail(error as Error);
    }
  };
  parser.onerror = (error) => {
    fail(new PackageError(M.brokenXml(label, parser.line + 1, (error.message.split('\n')[0] ?? '').trim())));
  };
  parser.ontext = append;
  parser.oncdata = append;
  parser.onopentag = (node) => {
    const tag = node.name.toLowerCase();
    const attributes = Object.fromEntries(Object.entries(node.attributes).map(([key, value]) => [key.toLowerCase(), String(value)]));
    stack.push(tag);
    if (capture?.kind === 'text') {
      // Markup written without CDATA inside a statement field: kept as the HTML it is.
      const written = Object.entries(node.attributes).map(([key, value]) => ` ${key}="${String(value).replace(/"/g, '&quot;')}"`);
      append(`<${node.name}${written.join('')}>`);
      return;
    }
    if (stack.length === 1 && tag !== 'fps') fail(new PackageError(M.unknownFormat(label)));
    if (stack.length === 2 && tag === 'item') item = { index: items.length + 1, texts: [], data: [], images: [] };
    if (item === null || stack[1] !== 'item') return;
    const origin = `${label}#item${item.index}/${tag}`;
    if (stack.length === 3 && TEXT_FIELDS.has(tag)) capture = { kind: 'text', value: { tag, attributes, value: '' } };
    else if (stack.length === 3 && (tag === 'test_input' || tag === 'test_output')) {
      const file = spool.file(`${origin}${item.data.length + 1}`);
      open.add(file);
      capture = { kind: 'spool', tag, name: attributes.name ?? null, file };
    } else if (stack.length === 3 && tag === 'img') {
      image = { src: '', file: null };
      item.images.push(image);
    } else if (stack.length === 4 && stack[2] === 'img' && tag === 'src') capture = { kind: 'imageSrc', value: '' };
    else if (stack.length === 4 && stack[2] === 'img' && tag === 'base64') {
      const file = spool.file(`${origin}/base64`);
      open.add(file);
      capture = { kind: 'imageData', file, decoder: new Base64Decoder() };
    }
  };
  parser.onclosetag = (name) => {
    const depth = stack.length;
    const tag = stack.pop() ?? '';
    const done = capture;
    const current: ItemParts | null = item;
    if (done?.kind === 'text' && depth > 3) {
      append(`</${name}>`);
      return;
    }
    if (current === null) return;
    if (depth === 3 && done?.kind === 'text') current.texts.push(done.value);
    else if (depth === 3 && done?.kind === 'spool') {
      const slot: SpooledValue = { tag: done.tag, name: done.name, file: null };
      current.data.push(slot);
      finish(done.file, (ref) => (slot.file = ref));
    } else if (depth === 4 && done?.kind === 'imageSrc' && image) image.src = done.value.trim();
    else if (depth === 4 && done?.kind === 'imageData' && image) {
      const target = image;
      try {
        done.file.push(done.decoder.end());
      } catch (error) {
        fail(error as Error);
      }
      finish(done.file, (ref) => (target.file = ref));
    } else if (depth === 3 && tag === 'img') {
      image = null;
    } else if (depth === 2 && tag === 'item') {
      items.push(current);
      item = null;
    }
    if (depth === 3 || depth === 4) capture = null;
  };

  input.setEncoding('utf8');
  for await (const chunk of input) {
    parser.write(chunk as string);
    if (state.failure !== null) break;
    for (const file of [...open]) await file.flush();
  }
  if (state.failure === null) parser.close();
  await Promise.all(pending);
  if (state.failure !== null) throw state.failure;
  if (stack.length > 0) refuse(M.brokenXml(label, parser.line + 1, 'the document ends before its elements are closed'));
  return items;
}

/** A spooled file's reference, set by the time parsing returns. */
function spooled(file: FileRef | null): FileRef {
  if (file === null) throw new Error('spooled file not finished');
  return file;
}

function textsOf(parts: ItemParts, tag: string): TextValue[] {
  return parts.texts.filter((value) => value.tag === tag);
}

function firstText(parts: ItemParts, tag: string): string {
  return textsOf(parts, tag)[0]?.value ?? '';
}

/** A limit's value: a number, refused otherwise. */
function limitValue(value: TextValue | undefined, label: string, tag: string): number | null {
  if (value === undefined || value.value.trim() === '') return null;
  const amount = Number(value.value.trim());
  if (!Number.isFinite(amount) || amount <= 0) return refuse(M.invalidField(label, `<${tag}>`, 'must be a positive number'));
  return amount;
}

function programOf(value: TextValue, kind: 'spj' | 'tpj' | 'interactor', notes: ServerMessage[]): JudgeProgram | null {
  const named = value.attributes.language ?? '';
  if (named === 'Text') {
    notes.push(M.noteIgnored('spj language="Text" (HUSTOJ text judge)'));
    return null;
  }
  const language = siteLanguage(named);
  if (language === null) notes.push(M.noteLanguageUnknown(named, `the ${kind}`));
  const resolved = language ?? named;
  // HUSTOJ's own protocol is a special judge's: an interactor (which it has no form of) is taken as testlib's.
  const protocol = kind === 'spj' ? 'hustoj' : 'testlib';
  return {
    language: resolved,
    code: value.value,
    fileName: `${kind === 'interactor' ? 'interactor' : kind}.${extensionOf(resolved)}`,
    protocol,
    validatorFlags: [],
  };
}

function problemOf(parts: ItemParts, label: string): ProblemModel {
  const problem = newProblem(firstText(parts, 'title').trim());
  const notes = problem.notes;
  const time = limitValue(textsOf(parts, 'time_limit')[0], label, 'time_limit');
  const timeUnit = (textsOf(parts, 'time_limit')[0]?.attributes.unit ?? 's').toLowerCase();
  if (time !== null) problem.timeLimitMs = Math.max(1, Math.round(timeUnit === 'ms' ? time : time * 1000));
  const memory = limitValue(textsOf(parts, 'memory_limit')[0], label, 'memory_limit');
  const memoryUnit = (textsOf(parts, 'memory_limit')[0]?.attributes.unit ?? 'mb').toLowerCase();
  if (memory !== null) problem.memoryLimitMb = Math.max(1, Math.ceil(memoryUnit === 'kb' ? memory / 1024 : memory));
  problem.statements = [
    {
      language: 'und',
      format: 'html',
      title: problem.title,
      description: firstText(parts, 'description'),
      input: firstText(parts, 'input'),
      output: firstText(parts, 'output'),
      hint: firstText(parts, 'hint'),
    },
  ];
  const sampleOutputs = textsOf(parts, 'sample_output');
  problem.examples = textsOf(parts, 'sample_input').map((input, index) => ({ input: input.value, output: sampleOutputs[index]?.value ?? '' }));
  problem.source = firstText(parts, 'source').trim() || null;
  const tpj = textsOf(parts, 'tpj')[0];
  const spj = textsOf(parts, 'spj')[0];
  const interactor = textsOf(parts, 'interactor')[0];
  const program = interactor ? programOf(interactor, 'interactor', notes) : tpj ? programOf(tpj, 'tpj', notes) : spj ? programOf(spj, 'spj', notes) : null;
  if (program) {
    problem.program = program;
    problem.judgeMode = interactor ? JudgeMode.Interactive : JudgeMode.Special;
  }
  for (const tag of ['remote_oj', 'remote_id']) if (firstText(parts, tag).trim() !== '') notes.push(M.noteIgnored(`<${tag}>`));
  for (const value of textsOf(parts, 'template')) {
    const language = siteLanguage(value.attributes.language ?? '');
    if (language === null) notes.push(M.noteLanguageUnknown(value.attributes.language ?? '', 'a code template'));
    else problem.codeTemplates.push({ language, code: value.value });
  }
  if (textsOf(parts, 'prepend').length + textsOf(parts, 'append').length > 0) notes.push(M.noteIgnored('<prepend> / <append>'));
  textsOf(parts, 'solution').forEach((value, index) => {
    const language = siteLanguage(value.attributes.language ?? '');
    if (language === null) notes.push(M.noteLanguageUnknown(value.attributes.language ?? '', 'a reference solution'));
    else problem.solutions.push({ name: `solution-${index + 1}.${extensionOf(language)}`, language, code: value.value, expected: 'accepted' });
  });
  const names = new NameSet();
  const inputs = parts.data.filter((value) => value.tag === 'test_input');
  const outputs = parts.data.filter((value) => value.tag === 'test_output');
  const answersOptional = problem.judgeMode !== JudgeMode.Default;
  problem.cases = inputs.map((input, index) => {
    const output = outputs[index] ?? null;
    const base = input.name ?? String(index + 1);
    const inputFile = spooled(input.file);
    if (output === null && !answersOptional) refuse(M.missingAnswer(inputFile.origin, `<test_output> ${index + 1}`));
    return {
      inputName: names.claim(`${base}.in`),
      outputName: names.claim(`${base}.out`),
      input: inputFile,
      output: output === null ? null : spooled(output.file),
      score: 0,
      groupNum: null,
      timeLimitMs: null,
      memoryLimitMb: null,
      sample: false,
    };
  });
  const imageNames = new NameSet();
  problem.images = parts.images
    .filter((image) => image.src !== '' && image.file !== null)
    .map((image, index) => ({
      name: imageNames.claim(baseName(image.src.split(/[?#]/)[0] ?? '') || `image-${index + 1}.png`),
      link: image.src,
      file: spooled(image.file),
    }));
  if (problem.cases.length === 0) refuse(M.noTestCases(problem.title || `#${parts.index}`));
  return problem;
}

/** Every problem of an FPS document streamed from `input`; test data and images spooled to `spool`. */
export async function readFps(input: Readable, label: string, spool: Spool, limits: PackageLimits): Promise<ProblemModel[]> {
  const items = await parseItems(input, label, spool, limits);
  if (items.length > limits.maxProblems) refuse(M.tooManyProblems(items.length, limits.maxProblems));
  return items.map((parts) => problemOf(parts, label));
}
