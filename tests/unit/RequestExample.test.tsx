/** @jest-environment jsdom */
import React, {type ReactNode} from 'react';
import {TextDecoder, TextEncoder} from 'node:util';
import {ReadableStream} from 'node:stream/web';
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import type * as ThemeCommon from '@docusaurus/theme-common';
import type * as PrismReactRenderer from 'prism-react-renderer';
import Heading from '@theme/Heading';
// The site's own CodeBlock and its props (upstream's types do not know `html`).
import CodeBlock from '@site/src/theme/CodeBlock';
import {highlightCode} from '@site/plugins/code-highlight/highlight';
import Pre from '@theme/MDXComponents/Pre';
import Code from '@theme/MDXComponents/Code';
import nprogress from 'nprogress';
import RequestExample from '@site/src/components/RequestExample';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import {REQUEST_TIMEOUT_MS, type ResponseLike} from '@site/src/components/RequestExample/executeRequest';
import {MAX_BODY_BYTES} from '@site/src/components/RequestExample/responseBody';
import {RUN_AGAINST_STORAGE_KEY} from '@site/src/components/RequestExample/runAgainst';

// The jest stand-in config leaves out the Prism options Docusaurus fills in (theme, magic comments).
jest.mock('@docusaurus/theme-common', () => {
  const actual = jest.requireActual<typeof ThemeCommon>('@docusaurus/theme-common');
  const prism = jest.requireActual<typeof PrismReactRenderer>('prism-react-renderer');
  const magicComments = [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ];
  return {
    ...actual,
    usePrismTheme: () => prism.themes.github,
    useThemeConfig: () => {
      const config = actual.useThemeConfig();
      return {...config, prism: {...config.prism, theme: prism.themes.github, magicComments}};
    },
  };
});

// The site's top progress bar.
jest.mock('nprogress', () => ({__esModule: true, default: {start: jest.fn(), done: jest.fn()}}));

// jsdom has no streams, text codecs or fetch; the browser has all three.
Object.assign(globalThis, {TextDecoder, TextEncoder, ReadableStream});

// Docusaurus' storage slots tell other components on the page about a change with
// document.createEvent('StorageEvent'), which jsdom does not implement.
class StorageEventShim extends Event {
  key: string | null = null;
  oldValue: string | null = null;
  newValue: string | null = null;
  url = '';
  storageArea: Storage | null = null;
  constructor() {
    super('storage');
  }
  initStorageEvent(
    _type: string,
    _bubbles: boolean,
    _cancelable: boolean,
    key: string | null,
    oldValue: string | null,
    newValue: string | null,
    url: string,
    storageArea: Storage | null,
  ): void {
    Object.assign(this, {key, oldValue, newValue, url, storageArea});
  }
}
const createEvent = document.createEvent.bind(document);
document.createEvent = ((type: string) =>
  type === 'StorageEvent' ? new StorageEventShim() : createEvent(type)) as typeof document.createEvent;

const COMMAND = 'curl "https://api.swipechain.org/api/blocks/getHeight" -H "API-Version: 1"';

/** What MDX gives the component for a fenced bash block: the theme's pre around its code. */
function Example({command = COMMAND}: {readonly command?: string}): ReactNode {
  return (
    <RequestExample>
      <Pre>
        <Code className="language-bash">{`${command}\n`}</Code>
      </Pre>
    </RequestExample>
  );
}

/** What MDX gives it today: the block the build highlighted (plugins/code-highlight). */
function HighlightedExample({command = COMMAND}: {readonly command?: string}): ReactNode {
  const block = highlightCode(
    {code: `${command}\n`, language: 'bash'},
    {additionalLanguages: ['bash'], magicComments: []},
  );
  return (
    <RequestExample>
      <CodeBlock html={block.html} code={block.code} language={block.language} />
    </RequestExample>
  );
}

function renderExample(node: ReactNode = <Example />) {
  return render(<BrowserContextProvider>{node}</BrowserContextProvider>);
}

function reply(
  status: number,
  text: string,
  contentType = 'application/json; charset=utf-8',
  statusText = '',
): ResponseLike {
  const bytes = new TextEncoder().encode(text);
  return {
    status,
    statusText,
    headers: new Headers({'content-type': contentType}),
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }) as unknown as globalThis.ReadableStream<Uint8Array>,
  };
}

type FetchMock = jest.Mock<Promise<ResponseLike>, [string, RequestInit]>;

function mockFetch(implementation: (url: string, init: RequestInit) => Promise<ResponseLike>): FetchMock {
  const fetch: FetchMock = jest.fn(implementation);
  Object.assign(globalThis, {fetch});
  return fetch;
}

/** Never answers until aborted, as a node that hangs. */
function hang(_url: string, init: RequestInit): Promise<ResponseLike> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

const executeButton = () => screen.getByRole('button', {name: 'Execute'});
const field = () => screen.getByRole('textbox', {name: 'Run against'});

async function execute(): Promise<void> {
  await act(async () => {
    fireEvent.click(executeButton());
  });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(nprogress.start).mockClear();
  jest.mocked(nprogress.done).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RequestExample', () => {
  it('idle: shows the command with the theme code block, the field and Execute', () => {
    const fetch = mockFetch(hang);
    renderExample();
    const group = screen.getByRole('group', {name: 'Request example: GET /api/blocks/getHeight'});
    expect(
      within(group)
        .getByText(/curl "https:\/\/api\.swipechain\.org/)
        .closest('pre'),
    ).not.toBeNull();
    expect(screen.getByRole('button', {name: /copy/i})).toBeInTheDocument();
    expect(field()).toHaveValue('https://api.swipechain.org');
    expect(executeButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an address typed into the served field before the app hydrated is the one Execute runs against', async () => {
    const fetch = mockFetch(async () => reply(200, '{"success":true}'));
    // The page as served, and the reader typing before the app has hydrated (src/ssgTemplate.ts).
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Example />);
    const served = container.querySelector('input')!;
    expect(served.value).toBe('https://api.swipechain.org');
    served.value = 'http://127.0.0.1:4003';
    await act(async () => {
      render(<Example />, {container, hydrate: true});
    });
    expect(field()).toHaveValue('http://127.0.0.1:4003');
    await execute();
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4003/api/blocks/getHeight');
  });

  it('shows the block the build highlighted as it is, and runs its command', async () => {
    const fetch = mockFetch(async () => reply(200, '{"success":true}'));
    const {container} = renderExample(<HighlightedExample />);
    const group = screen.getByRole('group', {name: 'Request example: GET /api/blocks/getHeight'});
    expect(within(group).getByText('curl').closest('.token')).not.toBeNull();
    expect(container.querySelectorAll('pre.prism-code')).toHaveLength(1);
    await execute();
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.swipechain.org/api/blocks/getHeight');
  });

  it('running: sends one request, disables Execute and shows progress', async () => {
    const fetch = mockFetch(hang);
    renderExample();
    await execute();
    expect(executeButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', {name: 'Waiting for the response'})).toBeInTheDocument();
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    expect(nprogress.done).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.swipechain.org/api/blocks/getHeight');
    expect(init).toMatchObject({method: 'GET', headers: [['API-Version', '1']], body: null});
    await execute();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('JSON answer: status, time, heading and the pretty-printed body, never as HTML', async () => {
    mockFetch(async () => reply(200, '{"success":true,"height":6612345,"html":"<img src=x onerror=alert(1)>"}'));
    const {container} = renderExample();
    await execute();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('200 OK');
    expect(screen.getByText('Time').nextElementSibling).toHaveTextContent(/^\d+ ms$/);
    const heading = screen.getByRole('heading', {name: 'Example Response'});
    // The highlighter arrives in its own chunk; until then the answer shows as plain text.
    await waitFor(() =>
      expect((heading.nextElementSibling as HTMLElement).querySelectorAll('.token').length).toBeGreaterThan(5),
    );
    const body = heading.nextElementSibling as HTMLElement;
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe(
      '{\n  "success": true,\n  "height": 6612345,\n  "html": "<img src=x onerror=alert(1)>"\n}\n',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(executeButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(nprogress.done).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('text answer: shown as it came, as text', async () => {
    mockFetch(async () => reply(200, 'pong <b>bold</b>', 'text/plain', 'OK'));
    const {container} = renderExample();
    await execute();
    const body = screen.getByRole('heading', {name: 'Example Response'}).nextElementSibling as HTMLElement;
    expect(body.textContent).toBe('pong <b>bold</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(body.querySelector('.token')).toBeNull();
  });

  it('a large answer is cut with a note', async () => {
    mockFetch(async () => reply(200, 'x'.repeat(MAX_BODY_BYTES + 10), 'text/plain'));
    renderExample();
    await execute();
    expect(screen.getByText(/longer than 100 KB, so only its first 100 KB are shown/)).toBeInTheDocument();
    const body = screen.getByRole('heading', {name: 'Example Response'}).nextElementSibling as HTMLElement;
    expect(body.textContent).toHaveLength(MAX_BODY_BYTES);
  });

  it('an empty answer says so', async () => {
    mockFetch(async () => reply(204, '', 'text/plain'));
    renderExample();
    await execute();
    expect(screen.getByText('The response has no body.')).toBeInTheDocument();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('204 No Content');
  });

  it('HTTP error: an alert with the status and the body message, and the body', async () => {
    mockFetch(async () => reply(404, '{"success":false,"error":"Block not found"}', 'application/json', 'Not Found'));
    renderExample();
    await execute();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The node answered with an error: 404 Not Found');
    expect(alert).toHaveTextContent('Block not found.');
    expect(screen.getByRole('heading', {name: 'Example Response'})).toBeInTheDocument();
  });

  it('network error: explains and suggests what to do', async () => {
    const fetch = mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderExample();
    await execute();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The request could not reach the node');
    expect(alert).toHaveTextContent('could not connect to https://api.swipechain.org');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', {name: 'Example Response'})).toBeNull();
    expect(executeButton()).toBeEnabled();
  });

  it('CORS refusal: the probe got through, so the node answered but the browser withheld it', async () => {
    mockFetch(async (_url, init) => {
      if (init.mode === 'no-cors') return reply(0, '', 'text/plain');
      throw new TypeError('Failed to fetch');
    });
    renderExample();
    await execute();
    expect(screen.getByRole('alert')).toHaveTextContent('The node answered, but your browser withheld the response');
    expect(screen.getByRole('alert')).toHaveTextContent('CORS headers');
  });

  it('timeout: stops after 15 seconds and says so', async () => {
    jest.useFakeTimers();
    const fetch = mockFetch(hang);
    renderExample();
    await execute();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No answer within 15 seconds');
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(executeButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('refused command: names the problem and sends nothing', () => {
    const fetch = mockFetch(hang);
    renderExample(<Example command={`${COMMAND} | jq .height`} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This example cannot be run from the page');
    expect(alert).toHaveTextContent('it uses the shell operator "|"');
    expect(screen.getByText(/\| jq \.height/)).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Execute'})).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a block without a bash fence says how to write it', () => {
    renderExample(
      <RequestExample>
        <Pre>
          <Code className="language-json">{'{}\n'}</Code>
        </Pre>
      </RequestExample>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('RequestExample expects a bash block, not json.');
    expect(screen.queryByRole('button', {name: 'Execute'})).toBeNull();
  });

  it('leaving the page aborts the request', async () => {
    const fetch = mockFetch(hang);
    const {unmount} = renderExample();
    await execute();
    const signal = fetch.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => {});
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('notes headers the browser will not send', () => {
    mockFetch(hang);
    renderExample(<Example command={`${COMMAND} -A docs-bot -b "a=1"`} />);
    expect(screen.getByText(/do not let a page set the User-Agent, Cookie headers/)).toBeInTheDocument();
  });

  it('heads the answer one level below the heading it sits under', async () => {
    mockFetch(async () => reply(200, '{}'));
    renderExample(
      <article>
        <Heading as="h2">Blocks</Heading>
        <Heading as="h3">Get the Height</Heading>
        <Example />
      </article>,
    );
    await execute();
    expect(screen.getByRole('heading', {name: 'Example Response', level: 4})).toBeInTheDocument();
  });
});

describe('RequestExample: Run against', () => {
  it('sends to the node typed in the field and remembers it for every example', async () => {
    const fetch = mockFetch(async () => reply(200, '{}'));
    renderExample(
      <>
        <Example />
        <Example command='curl "https://api.swipechain.org/api/peers"' />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', {name: 'Run against'});
    fireEvent.change(first as HTMLElement, {target: {value: 'http://127.0.0.1:4003'}});
    expect(window.localStorage.getItem(RUN_AGAINST_STORAGE_KEY)).toBe('http://127.0.0.1:4003');
    expect(second).toHaveValue('http://127.0.0.1:4003');
    const [, secondButton] = screen.getAllByRole('button', {name: 'Execute'});
    await act(async () => {
      fireEvent.click(secondButton as HTMLElement);
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4003/api/peers');
  });

  it('starts from the remembered node', () => {
    window.localStorage.setItem(RUN_AGAINST_STORAGE_KEY, 'http://127.0.0.1:4003');
    renderExample();
    expect(field()).toHaveValue('http://127.0.0.1:4003');
  });

  it('refuses an address that is not an http(s) origin, and sends nothing', async () => {
    const fetch = mockFetch(hang);
    renderExample();
    fireEvent.change(field(), {target: {value: 'ftp://127.0.0.1'}});
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Start the address with http:\/\/ or https:\/\//);
    expect(executeButton()).toBeDisabled();
    await execute();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(RUN_AGAINST_STORAGE_KEY)).toBeNull();
  });

  it('clearing the field goes back to the command host and forgets the choice', async () => {
    window.localStorage.setItem(RUN_AGAINST_STORAGE_KEY, 'http://127.0.0.1:4003');
    const fetch = mockFetch(async () => reply(200, '{}'));
    renderExample();
    fireEvent.change(field(), {target: {value: ''}});
    fireEvent.blur(field());
    expect(field()).toHaveValue('https://api.swipechain.org');
    expect(window.localStorage.getItem(RUN_AGAINST_STORAGE_KEY)).toBeNull();
    await execute();
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.swipechain.org/api/blocks/getHeight');
  });

  it('the answer says which node failed', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderExample();
    fireEvent.change(field(), {target: {value: 'http://127.0.0.1:4003/'}});
    fireEvent.blur(field());
    expect(field()).toHaveValue('http://127.0.0.1:4003');
    await execute();
    expect(
      within(screen.getByRole('alert')).getByText(/could not connect to http:\/\/127\.0\.0\.1:4003\./),
    ).toBeInTheDocument();
  });
});
