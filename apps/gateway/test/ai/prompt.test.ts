import { formatExamples } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { PROMPT_LIMITS, buildPrompt, capText } from '../../src/modules/ai/prompt.ts';
import { completionsBody, completionsUrl, parseUpstreamData, sseData } from '../../src/modules/ai/upstream.ts';

// Pure parts of the AI helpers: prompt caps and the reading of upstream events.

const problem = {
  title: 'Big',
  description: 'd'.repeat(50_000),
  input: 'in',
  output: 'out',
  examples: formatExamples(Array.from({ length: 10 }, (_, index) => ({ input: `i${index}`, output: `o${index}` }))),
  hint: null,
};

describe('AI prompts', () => {
  it('caps every part, so a huge statement or program stays a bounded prompt', () => {
    const [, user] = buildPrompt('perfect-code', problem, 'en-US', { language: 'C', code: 'c'.repeat(200_000), status: -1, errorMessage: null });
    const content = user?.content ?? '';
    expect(content.length).toBeLessThan(PROMPT_LIMITS.statementPart * 4 + PROMPT_LIMITS.code + 10_000);
    expect(content).toContain('…(truncated)');
    expect(content).toContain('i2');
    expect(content).not.toContain('i3');
    expect(content).toContain('Wrong Answer');
    expect(content).not.toContain('Compiler message');
  });

  it('adds the compiler message only to explain-ce, and cuts by characters, not UTF-16 units', () => {
    const [system, user] = buildPrompt('explain-ce', problem, 'zh-CN', { language: 'C', code: 'x', status: -2, errorMessage: 'boom' });
    expect(system?.content).toContain('Simplified Chinese');
    expect(user?.content).toContain('# Compiler message');
    expect(user?.content).toContain('boom');
    expect(capText('😀😀😀', 2)).toBe('😀😀\n…(truncated)');
    expect(capText('abc', 3)).toBe('abc');
  });

  it('posts to …/chat/completions with stream true', () => {
    expect(completionsUrl('https://api.example.org/v1/')).toBe('https://api.example.org/v1/chat/completions');
    expect(completionsUrl('https://api.example.org/v1/chat/completions')).toBe('https://api.example.org/v1/chat/completions');
    expect(JSON.parse(completionsBody({ apiUrl: 'x', model: 'm', maxTokens: 5, apiKey: 'k' }, []))).toEqual({
      model: 'm',
      messages: [],
      stream: true,
      max_tokens: 5,
    });
  });

  it('reads text, [DONE], errors and ignores the rest', () => {
    expect(parseUpstreamData('{"choices":[{"delta":{"content":"hi"}}]}')).toEqual({ kind: 'text', text: 'hi' });
    expect(parseUpstreamData(' [DONE]')).toEqual({ kind: 'done' });
    expect(parseUpstreamData('{"error":{"message":"overloaded"}}')).toEqual({ kind: 'error', message: 'overloaded' });
    expect(parseUpstreamData('{"error":"plain"}')).toEqual({ kind: 'error', message: 'plain' });
    for (const other of ['{"choices":[{"delta":{"role":"assistant"}}]}', '{"choices":[]}', 'not json', '42', '{"choices":[{"delta":{"content":""}}]}']) {
      expect(parseUpstreamData(other)).toEqual({ kind: 'other' });
    }
  });

  it('splits events whatever the chunk boundaries, CRLF halves and multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode('data: {"a":"é"}\r\n\r\ndata: one\ndata: two\n\n: comment\n\ndata:[DONE]');
    for (const size of [1, 2, 3, 7, bytes.length]) {
      const chunks: Uint8Array[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
      const events: string[] = [];
      for await (const data of sseData(body)) events.push(data);
      expect(events, `chunks of ${size}`).toEqual(['{"a":"é"}', 'one\ntwo', '[DONE]']);
    }
  });
});
