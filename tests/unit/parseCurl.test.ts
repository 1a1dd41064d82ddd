import {parseCurl, tokenize, type CurlCommand} from '@site/src/components/RequestExample/parseCurl';

const API = 'https://api.swipechain.org/api/blocks/getHeight';

function parsed(source: string): CurlCommand {
  const result = parseCurl(source);
  if (!result.ok) throw new Error(`expected ${source} to parse, got: ${result.problem}`);
  return result.command;
}

function problem(source: string): string {
  const result = parseCurl(source);
  if (result.ok) throw new Error(`expected ${source} to be refused`);
  return result.problem;
}

describe('tokenize', () => {
  it.each<[string, string, string[]]>([
    ['plain words', 'curl -s https://x.org', ['curl', '-s', 'https://x.org']],
    ['single quotes keep everything literal', `curl 'a "b" $HOME \\n'`, ['curl', 'a "b" $HOME \\n']],
    ['double quotes keep spaces', 'curl "a b"', ['curl', 'a b']],
    ['escaped quote inside double quotes', 'curl "say \\"hi\\""', ['curl', 'say "hi"']],
    ['other backslashes inside double quotes stay', 'curl "a\\nb"', ['curl', 'a\\nb']],
    ['escaped dollar inside double quotes', 'curl "cost \\$5"', ['curl', 'cost $5']],
    ['unquoted backslash escapes a space', 'curl a\\ b', ['curl', 'a b']],
    ['adjacent quoted parts make one word', `curl 'a'"b"c`, ['curl', 'abc']],
    ['an empty quoted word is kept', 'curl -d ""', ['curl', '-d', '']],
    ['backslash-newline continues the line', 'curl \\\n  -s \\\n  https://x.org', ['curl', '-s', 'https://x.org']],
    ['CRLF continuations', 'curl \\\r\n  https://x.org\r\n', ['curl', 'https://x.org']],
    ['a continuation inside double quotes joins the text', 'curl "ab\\\ncd"', ['curl', 'abcd']],
    ['a comment is dropped', 'curl https://x.org # the height', ['curl', 'https://x.org']],
    ['a lone dollar is literal', 'curl "a$" b$', ['curl', 'a$', 'b$']],
    ['trailing blank lines and comments', 'curl x\n\n# done\n', ['curl', 'x']],
  ])('%s', (_name, source, words) => {
    expect(tokenize(source)).toEqual({ok: true, words});
  });
});

describe('parseCurl: commands it runs', () => {
  it('a plain GET with headers, as the API pages write it', () => {
    expect(parsed(`curl "${API}" -H "Content-Type: application/json" -H "API-Version: 1"`)).toEqual({
      url: API,
      method: null,
      headers: [
        ['Content-Type', 'application/json'],
        ['API-Version', '1'],
      ],
      data: [],
      get: false,
      head: false,
      user: null,
      userAgent: null,
      cookie: null,
      compressed: false,
    });
  });

  it('an unquoted URL', () => {
    expect(parsed(`curl ${API}`).url).toBe(API);
  });

  it('a URL with a query string in single quotes', () => {
    expect(parsed("curl 'https://x.org/api/peers?status=OK&limit=2'").url).toBe(
      'https://x.org/api/peers?status=OK&limit=2',
    );
  });

  it.each([
    ['-X', 'curl -X POST https://x.org'],
    ['--request', 'curl --request POST https://x.org'],
    ['-X with its value attached', 'curl -XPOST https://x.org'],
  ])('the method from %s', (_name, source) => {
    expect(parsed(source).method).toBe('POST');
  });

  it('--header, and a value attached to -H', () => {
    expect(parsed('curl --header "A: 1" -H"B: 2" https://x.org').headers).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
  });

  it('a header written `Name;` has an empty value; `Name:` leaves it out', () => {
    expect(parsed('curl -H "X-Empty;" -H "Accept:" https://x.org').headers).toEqual([['X-Empty', '']]);
  });

  it('a header value keeps its inner colons', () => {
    expect(parsed('curl -H "Link: <https://x.org>" https://x.org').headers).toEqual([['Link', '<https://x.org>']]);
  });

  it('a JSON body from -d', () => {
    expect(parsed(`curl -d '{"ids":[1,2]}' https://x.org`).data).toEqual(['{"ids":[1,2]}']);
  });

  it.each(['--data', '--data-raw', '--data-ascii', '--data-binary'])('a body from %s', (option) => {
    expect(parsed(`curl ${option} 'a=1' https://x.org`).data).toEqual(['a=1']);
  });

  it('several data options are kept in order', () => {
    expect(parsed('curl -d a=1 --data-raw b=2 https://x.org').data).toEqual(['a=1', 'b=2']);
  });

  it('--data-raw keeps a leading @', () => {
    expect(parsed('curl --data-raw @me https://x.org').data).toEqual(['@me']);
  });

  it('-G and --get', () => {
    expect(parsed('curl -G -d q=1 https://x.org').get).toBe(true);
    expect(parsed('curl --get -d q=1 https://x.org').get).toBe(true);
  });

  it('-u and --user split at the first colon', () => {
    expect(parsed('curl -u alice:pa:ss https://x.org').user).toEqual({name: 'alice', password: 'pa:ss'});
    expect(parsed('curl --user bob: https://x.org').user).toEqual({name: 'bob', password: ''});
  });

  it('-A and --user-agent', () => {
    expect(parsed('curl -A "docs/1.0" https://x.org').userAgent).toBe('docs/1.0');
    expect(parsed('curl --user-agent x https://x.org').userAgent).toBe('x');
  });

  it('-I and --head', () => {
    expect(parsed('curl -I https://x.org').head).toBe(true);
    expect(parsed('curl --head https://x.org').head).toBe(true);
  });

  it('-b and --cookie with name=value pairs', () => {
    expect(parsed('curl -b "a=1; b=2" https://x.org').cookie).toBe('a=1; b=2');
    expect(parsed('curl --cookie a=1 https://x.org').cookie).toBe('a=1');
  });

  it('--compressed', () => {
    expect(parsed('curl --compressed https://x.org').compressed).toBe(true);
  });

  it('grouped short flags (-sSLG) and output-only options', () => {
    const command = parsed('curl -sSLG -i -v --silent --location -d q=1 https://x.org');
    expect(command.get).toBe(true);
    expect(command.url).toBe('https://x.org');
  });

  it('a multi-line command with continuations', () => {
    const command = parsed(`curl -X POST \\
  "https://x.org/api/transactions" \\
  -H "Content-Type: application/json" \\
  -d '{"transactions": []}'
`);
    expect(command).toMatchObject({
      method: 'POST',
      url: 'https://x.org/api/transactions',
      headers: [['Content-Type', 'application/json']],
      data: ['{"transactions": []}'],
    });
  });

  it('an http URL with a port, such as a local node', () => {
    expect(parsed('curl http://127.0.0.1:4003/api/blocks').url).toBe('http://127.0.0.1:4003/api/blocks');
  });

  it('a GET with -G data and -I together', () => {
    expect(parsed('curl -I -G -d a=1 https://x.org')).toMatchObject({head: true, get: true, data: ['a=1']});
  });
});

describe('parseCurl: what it refuses, and says why', () => {
  it.each<[string, string, RegExp]>([
    ['an empty block', '', /no command/],
    ['another program', 'wget https://x.org', /runs "wget"/],
    ['an environment assignment before curl', 'TOKEN=1 curl https://x.org', /runs "TOKEN=1"/],
    ['no URL', 'curl -H "A: 1"', /no URL/],
    ['a URL without a scheme', 'curl api.swipechain.org/api', /no scheme/],
    ['an ftp URL', 'curl ftp://x.org/file', /uses ftp:/],
    ['a file URL', 'curl file:///etc/passwd', /uses file:/],
    ['credentials in the URL', 'curl https://a:b@x.org', /user name or password/],
    ['an invalid URL', 'curl "https://exa mple.org"', /not a valid URL/],
    ['two URLs', 'curl https://a.org https://b.org', /more than one URL/],
    ['a pipe', 'curl https://x.org | jq .', /operator "\|"/],
    ['a semicolon', 'curl https://x.org; rm -rf ~', /operator ";"/],
    ['&&', 'curl https://x.org && echo done', /operator "&&"/],
    ['||', 'curl https://x.org || true', /operator "\|\|"/],
    ['a background &', 'curl https://x.org &', /operator "&"/],
    ['an unquoted & in the URL', 'curl https://x.org/api?a=1&b=2', /operator "&"/],
    ['output redirection', 'curl https://x.org > out.json', /operator ">"/],
    ['input redirection', 'curl -d @- https://x.org < body.json', /operator "<"/],
    ['a subshell', '(curl https://x.org)', /operator "\("/],
    ['$( ) substitution', 'curl "https://x.org/$(whoami)"', /command substitution, "\$\(…\)"/],
    ['unquoted $( )', 'curl https://x.org/$(whoami)', /command substitution/],
    ['backticks', 'curl https://x.org/`whoami`', /backticks/],
    ['backticks in double quotes', 'curl "https://x.org/`id`"', /backticks/],
    ['a variable', 'curl "$NODE/api/blocks"', /variable, "\$NODE"/],
    ['a braced variable', 'curl https://x.org -H "Authorization: ${TOKEN}"', /variable, "\$\{…\}"/],
    ['a special parameter', 'curl "https://x.org/$1"', /parameter, "\$1"/],
    ["$'…' quoting", "curl $'https://x.org'", /\$'…' quoting/],
    ['an unclosed single quote', "curl 'https://x.org", /single quote/],
    ['an unclosed double quote', 'curl "https://x.org', /double quote/],
    ['a trailing backslash', 'curl https://x.org \\', /ends with a backslash/],
    ['a second command on the next line', 'curl https://x.org\ncurl https://y.org', /more than one command \(line 2/],
    ['a second command after a comment line', 'curl https://x.org\n# next\nls', /more than one command \(line 3/],
    ['an unknown long option', 'curl --insecure https://x.org', /option --insecure/],
    ['an unknown short option', 'curl -k https://x.org', /option -k/],
    ['an unknown option inside a group', 'curl -sk https://x.org', /option -k/],
    ['--option=value, which curl does not accept either', 'curl --request=POST https://x.org', /option --request=POST/],
    ['-o, which writes a file', 'curl -o out https://x.org', /option -o/],
    ['a missing value', 'curl https://x.org -H', /-H needs a value/],
    ['a missing long value', 'curl https://x.org --data', /--data needs a value/],
    ['a body from a file', 'curl -d @body.json https://x.org', /reads the request body from a file/],
    ['a binary body from a file', 'curl --data-binary @img.png https://x.org', /from a file/],
    ['headers from a file', 'curl -H @headers.txt https://x.org', /reads headers from a file/],
    ['cookies from a file', 'curl -b cookies.txt https://x.org', /reads cookies from a file/],
    ['-u without a password', 'curl -u alice https://x.org', /no password/],
    ['a header without a colon', 'curl -H "API-Version 1" https://x.org', /not a header/],
    ['a header with a bad name', 'curl -H "Bad Name: 1" https://x.org', /not a header/],
    ['a header value outside Latin-1', 'curl -H "X-Name: 名前" https://x.org', /cannot carry/],
    ['a method with a space', 'curl -X "GET /" https://x.org', /not an HTTP method/],
    ['a forbidden method', 'curl -X CONNECT https://x.org', /CONNECT request/],
    ['TRACE in lower case', 'curl -X trace https://x.org', /TRACE request/],
    ['a GET with a body', 'curl -X GET -d a=1 https://x.org', /GET request with a body/],
    ['-I with a body', 'curl -I -d a=1 https://x.org', /both -I/],
  ])('%s', (_name, source, message) => {
    expect(problem(source)).toMatch(message);
  });
});
