import { act, render, screen } from '@testing-library/react';
import { answerNow } from '../api/answered';
import { apiGet } from '../api/client';
import { hasInlineAnswers, readingInlineAnswers, resetInlineAnswers } from '../api/inline-answers';
import { recordRequests } from '../testing/record-requests';
import { useAsync } from './use-async';

function Show({ load, id }: { load: (id: number) => Promise<string>; id: number }) {
  const state = useAsync(() => load(id), [id]);
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

it('reads loading, then the answer for the current inputs; a stale answer is ignored', async () => {
  const answers = new Map<number, (value: string) => void>();
  const load = (id: number) => new Promise<string>((resolve) => answers.set(id, resolve));
  const { rerender } = render(<Show load={load} id={1} />);
  expect(screen.getByText('loading')).toBeInTheDocument();

  rerender(<Show load={load} id={2} />);
  await act(async () => answers.get(1)!('uno'));
  expect(screen.getByText('loading')).toBeInTheDocument();

  await act(async () => answers.get(2)!('dos'));
  expect(screen.getByText('dos')).toBeInTheDocument();
});

it('reads error when the request fails', async () => {
  render(<Show load={() => Promise.reject(new Error('x'))} id={1} />);
  expect(await screen.findByText('error')).toBeInTheDocument();
});

describe('on the first view of a page the server answered inline', () => {
  beforeEach(() => {
    document.body.innerHTML = `<script type="application/json" id="pasteleria-data">{"answers":{"/x":1}}</script>`;
    resetInlineAnswers();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    resetInlineAnswers();
  });

  it('renders an answer it can read at once in its first render; the effect takes it, nothing is sent', () => {
    const load = jest.fn(() => apiGet<number>('/x'));
    const seen: string[] = [];
    function Record() {
      const state = useAsync(load, []);
      seen.push(state.status === 'success' ? `success ${state.data}` : state.status);
      return <p>{state.status === 'success' ? state.data : state.status}</p>;
    }
    const api = recordRequests();
    render(<Record />);
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(seen).toEqual(['success 1']);
    // Read by the render, taken by the effect: the page holds no answer any more, the API got nothing.
    expect(hasInlineAnswers()).toBe(false);
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('a render thrown away and made again still finds the answer: the render only reads it', () => {
    const load = () => apiGet<number>('/x');
    expect(answerNow(readingInlineAnswers(load))).toEqual({ value: 1 });
    expect(answerNow(readingInlineAnswers(load))).toEqual({ value: 1 });
    expect(hasInlineAnswers()).toBe(true);
  });

  it('sends nothing from the render for a call the page has no answer for; the effect does', async () => {
    const api = recordRequests();
    api.reply({ data: 'dos' });
    const seen: string[] = [];
    function Other() {
      const state = useAsync(() => apiGet<string>('/otra'), []);
      seen.push(state.status);
      return <p>{state.status === 'success' ? state.data : state.status}</p>;
    }
    render(<Other />);
    expect(await screen.findByText('dos')).toBeInTheDocument();
    expect(seen[0]).toBe('loading');
    expect(api.requests.map((r) => r.url)).toEqual(['/otra']);
    api.restore();
  });
});
