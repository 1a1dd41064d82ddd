import {
  basicAuth,
  buildRequest,
  isForbiddenHeader,
  requestLabel,
  targetUrl,
} from '@site/src/components/RequestExample/buildRequest';
import {parseCurl, type CurlCommand} from '@site/src/components/RequestExample/parseCurl';

function command(source: string): CurlCommand {
  const result = parseCurl(source);
  if (!result.ok) throw new Error(result.problem);
  return result.command;
}

describe('buildRequest', () => {
  it('sends a GET with the headers as written', () => {
    expect(buildRequest(command('curl "https://x.org/api/blocks?limit=1" -H "API-Version: 1"'))).toEqual({
      url: 'https://x.org/api/blocks?limit=1',
      method: 'GET',
      headers: [['API-Version', '1']],
      body: null,
      dropped: [],
    });
  });

  it('sends to the chosen node instead, keeping path and query', () => {
    const request = buildRequest(command('curl "https://x.org/api/blocks?limit=1"'), 'http://127.0.0.1:4003');
    expect(request.url).toBe('http://127.0.0.1:4003/api/blocks?limit=1');
  });

  it('drops the fragment, as curl does', () => {
    expect(buildRequest(command('curl "https://x.org/a#b"')).url).toBe('https://x.org/a');
  });

  it('POSTs data with a form Content-Type when no method is given', () => {
    const request = buildRequest(command('curl -d a=1 https://x.org'));
    expect(request).toMatchObject({
      method: 'POST',
      body: 'a=1',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
    });
  });

  it('keeps the Content-Type the command gives, whatever its case', () => {
    const request = buildRequest(command(`curl -H "content-type: application/json" -d '{"a":1}' https://x.org`));
    expect(request.headers).toEqual([['content-type', 'application/json']]);
    expect(request.body).toBe('{"a":1}');
  });

  it('joins several data options with &', () => {
    expect(buildRequest(command('curl -d a=1 -d b=2 https://x.org')).body).toBe('a=1&b=2');
  });

  it('uses -X over the default method', () => {
    expect(buildRequest(command('curl -X PUT -d a=1 https://x.org')).method).toBe('PUT');
    expect(buildRequest(command('curl -X DELETE https://x.org')).method).toBe('DELETE');
  });

  it('-G moves the data into the query and sends a GET without a body', () => {
    expect(buildRequest(command('curl -G -d q=a -d limit=2 https://x.org/search'))).toMatchObject({
      url: 'https://x.org/search?q=a&limit=2',
      method: 'GET',
      body: null,
      headers: [],
    });
  });

  it('-G appends to a query that is already there', () => {
    expect(buildRequest(command('curl -G -d b=2 "https://x.org/s?a=1"')).url).toBe('https://x.org/s?a=1&b=2');
  });

  it('-I sends HEAD', () => {
    expect(buildRequest(command('curl -I https://x.org')).method).toBe('HEAD');
  });

  it('-u becomes Basic auth, UTF-8 encoded', () => {
    expect(buildRequest(command('curl -u alice:secret https://x.org')).headers).toEqual([
      ['Authorization', 'Basic YWxpY2U6c2VjcmV0'],
    ]);
    expect(basicAuth('zoë', 'pä')).toBe(`Basic ${Buffer.from('zoë:pä', 'utf8').toString('base64')}`);
  });

  it('an explicit Authorization header wins over -u', () => {
    const request = buildRequest(command('curl -u a:b -H "Authorization: Bearer t" https://x.org'));
    expect(request.headers).toEqual([['Authorization', 'Bearer t']]);
  });

  it('reports the headers a browser will not send: -A, -b, Host', () => {
    const request = buildRequest(command('curl -A bot -b "a=1" -H "Host: y.org" -H "X-Ok: 1" https://x.org'));
    expect(request.headers).toEqual([['X-Ok', '1']]);
    expect(request.dropped).toEqual(['Host', 'User-Agent', 'Cookie']);
  });

  it('--compressed adds nothing: the browser negotiates compression itself', () => {
    expect(buildRequest(command('curl --compressed https://x.org')).headers).toEqual([]);
  });
});

describe('isForbiddenHeader', () => {
  it.each(['Cookie', 'host', 'Sec-Fetch-Mode', 'Proxy-Authorization', 'User-Agent', 'Content-Length'])('%s', (name) => {
    expect(isForbiddenHeader(name)).toBe(true);
  });
  it.each(['API-Version', 'Authorization', 'Content-Type', 'Accept'])('not %s', (name) => {
    expect(isForbiddenHeader(name)).toBe(false);
  });
});

describe('targetUrl', () => {
  it('keeps the command origin when none is chosen', () => {
    expect(targetUrl('https://x.org:8443/a?b=1', null)).toBe('https://x.org:8443/a?b=1');
  });
});

describe('requestLabel', () => {
  it('names the method and path', () => {
    expect(requestLabel(command('curl "https://x.org/api/blocks?limit=1"'))).toBe('GET /api/blocks');
    expect(requestLabel(command('curl -d a=1 https://x.org/api/tx'))).toBe('POST /api/tx');
  });
});
