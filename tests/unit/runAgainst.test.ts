import {
  checkField,
  checkOrigin,
  choiceToRemember,
  effectiveOrigin,
} from '@site/src/components/RequestExample/runAgainst';

describe('checkOrigin', () => {
  it.each([
    ['http://127.0.0.1:4003', 'http://127.0.0.1:4003'],
    ['  https://node.example.org/  ', 'https://node.example.org'],
    ['HTTP://LOCALHOST:4003', 'http://localhost:4003'],
    ['https://node.example.org:443', 'https://node.example.org'],
    ['http://[::1]:4003', 'http://[::1]:4003'],
  ])('accepts %s as %s', (input, origin) => {
    expect(checkOrigin(input)).toEqual({ok: true, origin});
  });

  it.each<[string, RegExp]>([
    ['', /Enter the address/],
    ['127.0.0.1:4003', /Start the address with http/],
    ['ftp://x.org', /Start the address with http/],
    ['javascript:alert(1)', /Start the address with http/],
    ['http://', /not a valid address/],
    ['http://a:b@x.org', /user name and password/],
    ['http://x.org/api', /without a path/],
    ['http://x.org?a=1', /without a path/],
    ['http://x.org#top', /without a path/],
  ])('refuses %j', (input, message) => {
    const check = checkOrigin(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(message);
  });
});

describe('effectiveOrigin', () => {
  it('is the command origin when nothing is stored', () => {
    expect(effectiveOrigin(null, 'https://api.x.org')).toBe('https://api.x.org');
  });
  it('is the stored origin when it is valid', () => {
    expect(effectiveOrigin('http://127.0.0.1:4003', 'https://api.x.org')).toBe('http://127.0.0.1:4003');
  });
  it('ignores a stored value that is not an origin', () => {
    expect(effectiveOrigin('file:///etc', 'https://api.x.org')).toBe('https://api.x.org');
  });
});

describe('checkField', () => {
  const own = 'https://api.x.org';
  it('shows the remembered node while the reader is not typing', () => {
    expect(checkField(null, 'http://127.0.0.1:4003', own)).toEqual({ok: true, origin: 'http://127.0.0.1:4003'});
  });
  it('an empty field means the command node', () => {
    expect(checkField('  ', 'http://127.0.0.1:4003', own)).toEqual({ok: true, origin: own});
  });
  it('checks what is being typed', () => {
    expect(checkField('http://127.0.0.1:40', null, own)).toEqual({ok: true, origin: 'http://127.0.0.1:40'});
    expect(checkField('http:/', null, own).ok).toBe(false);
  });
});

describe('choiceToRemember', () => {
  const own = 'https://api.x.org';
  it.each<[string, string | null | undefined]>([
    ['http://127.0.0.1:4003/', 'http://127.0.0.1:4003'],
    ['https://api.x.org', null],
    ['', null],
    ['127.0.0.1', undefined],
  ])('%j -> %j', (value, choice) => {
    expect(choiceToRemember(value, own)).toBe(choice);
  });
});
