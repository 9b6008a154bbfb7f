import { describe, expect, it } from 'vitest';
import { errorFromHttp, isApiError, messageOfBody, normaliseFetchError, unwrapEnvelope } from '../src/core.ts';

describe('unwrapEnvelope', () => {
  it('yields data when the envelope status is 200', () => {
    expect(unwrapEnvelope({ status: 200, msg: 'success', data: { a: 1 } }, false)).toEqual({ data: { a: 1 } });
    expect(unwrapEnvelope({ status: 200, msg: 'success' }, false)).toEqual({ data: null });
  });

  it('turns any other envelope status into a business error carrying msg', () => {
    const result = unwrapEnvelope({ status: 400, msg: 'The username already exists', data: null }, false);
    expect(result).toEqual({
      error: { kind: 'business', msg: 'The username already exists', messageKey: 'errors.business', status: 400, admin: false },
    });
    const systemError = unwrapEnvelope({ status: 500, msg: '', data: null }, true);
    expect('error' in systemError && systemError.error).toMatchObject({ kind: 'business', msg: '', admin: true });
  });

  it('treats a body that is not an envelope as a server error', () => {
    expect(unwrapEnvelope('<html>', false)).toMatchObject({ error: { kind: 'server', messageKey: 'errors.server' } });
    expect(unwrapEnvelope(null, false)).toMatchObject({ error: { kind: 'server' } });
  });
});

describe('errorFromHttp (spec 01 §8)', () => {
  it('maps 401 and 403 keeping the server msg', () => {
    expect(errorFromHttp(401, { status: 401, msg: 'Token expired', data: null }, false)).toEqual({
      kind: 'unauthorized',
      msg: 'Token expired',
      messageKey: 'errors.unauthorized',
      httpStatus: 401,
      status: 401,
      admin: false,
    });
    expect(errorFromHttp(403, { msg: 'No access' }, true)).toMatchObject({ kind: 'forbidden', msg: 'No access', admin: true });
    expect(errorFromHttp(401, undefined, false)).toMatchObject({ kind: 'unauthorized', msg: '' });
  });

  it('shows the fixed not-found text for 404, ignoring the body', () => {
    expect(errorFromHttp(404, { msg: 'whatever' }, false)).toMatchObject({ kind: 'notFound', msg: '', messageKey: 'errors.notFound' });
  });

  it('maps other statuses to server errors, keeping msg when present', () => {
    expect(errorFromHttp(500, { msg: 'boom' }, false)).toMatchObject({ kind: 'server', msg: 'boom' });
    expect(errorFromHttp(502, '<html>Bad gateway</html>', false)).toMatchObject({ kind: 'server', msg: '' });
  });

  it('treats a 4xx with its own message as a business failure', () => {
    expect(errorFromHttp(400, { status: 400, msg: 'body/username is required' }, false)).toMatchObject({
      kind: 'business',
      msg: 'body/username is required',
    });
    expect(errorFromHttp(429, {}, false)).toMatchObject({ kind: 'server', msg: '' });
  });
});

describe('normaliseFetchError', () => {
  it('maps transport failures', () => {
    expect(normaliseFetchError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, false)).toMatchObject({
      kind: 'timeout',
      messageKey: 'errors.timeout',
    });
    expect(normaliseFetchError({ status: 'FETCH_ERROR', error: 'TypeError' }, false)).toMatchObject({
      kind: 'network',
      messageKey: 'errors.network',
    });
  });

  it('judges unparsable bodies by their status', () => {
    expect(normaliseFetchError({ status: 'PARSING_ERROR', originalStatus: 200, data: 'oops', error: 'x' }, false)).toMatchObject({
      kind: 'server',
    });
    expect(normaliseFetchError({ status: 'PARSING_ERROR', originalStatus: 404, data: 'Not Found', error: 'x' }, false)).toMatchObject({
      kind: 'notFound',
    });
    expect(normaliseFetchError({ status: 'PARSING_ERROR', originalStatus: 401, data: '{"msg":"again"}', error: 'x' }, false)).toMatchObject({
      kind: 'unauthorized',
      msg: 'again',
    });
  });

  it('reads msg from JSON text bodies and recognises ApiErrors', () => {
    expect(messageOfBody('{"msg":"hello"}')).toBe('hello');
    expect(messageOfBody('not json')).toBe('');
    expect(isApiError(errorFromHttp(500, null, false))).toBe(true);
    expect(isApiError({ status: 500 })).toBe(false);
  });
});

describe('the specific message code', () => {
  const body = {
    status: 429,
    msg: '比赛密码错误次数过多，请 5 分钟后再试',
    data: null,
    code: 'TOO_MANY_REQUESTS',
    msgCode: 'contest.tooManyPasswordGuesses',
    msgParams: { minutes: 5 },
  };

  it('exposes msgCode and msgParams beside the generic code', () => {
    expect(errorFromHttp(429, body, false)).toMatchObject({
      kind: 'business',
      code: 'TOO_MANY_REQUESTS',
      msgCode: 'contest.tooManyPasswordGuesses',
      msgParams: { minutes: 5 },
      msg: body.msg,
    });
    expect(unwrapEnvelope({ ...body, status: 400 }, false)).toMatchObject({ error: { msgCode: 'contest.tooManyPasswordGuesses', msgParams: { minutes: 5 } } });
  });

  it('leaves them out when the body has none, or malformed ones', () => {
    const plain = errorFromHttp(400, { status: 400, msg: 'x', data: null, code: 'BAD_REQUEST' }, false);
    expect(plain).not.toHaveProperty('msgCode');
    expect(plain).not.toHaveProperty('msgParams');
    const odd = errorFromHttp(400, { status: 400, msg: 'x', data: null, msgCode: 'a.b', msgParams: { nested: { no: 1 } } }, false);
    expect(odd.msgCode).toBe('a.b');
    expect(odd).not.toHaveProperty('msgParams');
  });
});
