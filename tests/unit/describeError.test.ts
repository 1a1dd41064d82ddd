import {
  describeFailure,
  describeHttpError,
  describeMisuse,
  describeRefusal,
  errorBodyMessage,
  isBlockedMixedContent,
  isHttpError,
} from '@site/src/components/RequestExample/describeError';
import {statusText} from '@site/src/components/RequestExample/statusText';

const PAGE = 'https://docs.swipechain.org/archive/api/public-v1/blocks.html';

describe('describeHttpError', () => {
  it('uses the body message', () => {
    expect(describeHttpError(404, 'Not Found', '{"success":false,"message":"Block not found"}')).toEqual({
      title: 'The node answered with an error: 404 Not Found',
      detail: "Block not found. Check the command's parameters, then try again.",
    });
  });

  it('uses the body error when there is no message', () => {
    expect(describeHttpError(422, '', '{"error":"Invalid id."}').detail).toMatch(/^Invalid id\. Check/);
  });

  it('falls back to the standard status text, also when the server sent none (HTTP/2)', () => {
    expect(describeHttpError(503, '', '<html>busy</html>')).toEqual({
      title: 'The node answered with an error: 503 Service Unavailable',
      detail: "Service Unavailable. Check the command's parameters, then try again.",
    });
  });
});

describe('errorBodyMessage', () => {
  it.each<[string, string | null]>([
    ['{"message":"m","error":"e"}', 'm'],
    ['{"error":"e"}', 'e'],
    ['{"error":{"message":"nested"}}', 'nested'],
    ['{"message":"  "}', null],
    ['{"message":42}', null],
    ['[1,2]', null],
    ['"text"', null],
    ['not json', null],
  ])('%s', (body, expected) => {
    expect(errorBodyMessage(body)).toBe(expected);
  });
});

describe('describeFailure', () => {
  it('timeout', () => {
    const message = describeFailure('timeout', {origin: 'https://api.x.org', pageUrl: PAGE});
    expect(message.title).toBe('No answer within 15 seconds');
    expect(message.detail).toMatch(/https:\/\/api\.x\.org was stopped after 15 seconds/);
    expect(message.detail).toMatch(/Try again/);
  });

  it('cors names both origins and what to do', () => {
    const message = describeFailure('cors', {origin: 'http://127.0.0.1:4003', pageUrl: PAGE});
    expect(message.title).toMatch(/withheld the response/);
    expect(message.detail).toMatch(/http:\/\/127\.0\.0\.1:4003 responded/);
    expect(message.detail).toMatch(/https:\/\/docs\.swipechain\.org/);
    expect(message.detail).toMatch(/run the command in a terminal/i);
  });

  it('network failure', () => {
    const message = describeFailure('network', {origin: 'https://api.x.org', pageUrl: PAGE});
    expect(message.title).toBe('The request could not reach the node');
    expect(message.detail).toMatch(/could not connect to https:\/\/api\.x\.org/);
    expect(message.detail).not.toMatch(/served over https/);
  });

  it('network failure explains mixed content', () => {
    const message = describeFailure('network', {origin: 'http://192.168.1.20:4003', pageUrl: PAGE});
    expect(message.detail).toMatch(/served over https/);
  });
});

describe('isBlockedMixedContent', () => {
  it.each<[string, string, boolean]>([
    [PAGE, 'http://192.168.1.20:4003', true],
    [PAGE, 'http://127.0.0.1:4003', false],
    [PAGE, 'http://localhost:4003', false],
    [PAGE, 'http://node.localhost', false],
    [PAGE, 'http://[::1]:4003', false],
    [PAGE, 'https://node.example.org', false],
    ['http://127.0.0.1:4300/x', 'http://192.168.1.20:4003', false],
  ])('%s -> %s', (page, target, blocked) => {
    expect(isBlockedMixedContent(page, target)).toBe(blocked);
  });
});

describe('refusals and status texts', () => {
  it('describeRefusal names the problem and the way out', () => {
    expect(describeRefusal('it uses the shell operator "|"')).toEqual({
      title: 'This example cannot be run from the page',
      detail:
        'The command cannot be sent from a browser: it uses the shell operator "|". Copy it and run it in a terminal instead.',
    });
  });

  it('describeMisuse', () => {
    expect(describeMisuse('the bash block inside RequestExample is empty').detail).toBe(
      'The bash block inside RequestExample is empty.',
    );
  });

  it('isHttpError', () => {
    expect(isHttpError(399)).toBe(false);
    expect(isHttpError(400)).toBe(true);
  });

  it('statusText prefers the server, then the standard text', () => {
    expect(statusText(200, 'Fine')).toBe('Fine');
    expect(statusText(200)).toBe('OK');
    expect(statusText(299)).toBe('');
  });
});
