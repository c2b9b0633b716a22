import { Suspense, use } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { apiGet } from '../api/client';
import { resetInlineAnswers, takeInlineAnswer } from '../api/inline-answers';
import { recordRequests } from '../testing/record-requests';
import { useAsync, useReloadableAsync } from './use-async';

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
    document.body.innerHTML = `<script type="application/json" id="pasteleria-data">{"answers":{"/x":"uno"}}</script>`;
    resetInlineAnswers();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    resetInlineAnswers();
  });

  it('shows an answer the page holds in its first render (as the server drew it), and sends nothing', () => {
    const load = jest.fn((_id: number) => apiGet<string>('/x'));
    const api = recordRequests();
    const seen: string[] = [];
    function Seen() {
      const state = useAsync(() => load(1), [1]);
      seen.push(state.status === 'success' ? state.data : state.status);
      return null;
    }
    render(<Seen />);
    expect(seen).toEqual(['uno']);
    // The screen React kept took the answer: a later call asks the server.
    expect(takeInlineAnswer('/x')).toBeUndefined();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('a render React throws away uses nothing up: the page keeps its answer for the screen it shows', async () => {
    const load = jest.fn((_id: number) => apiGet<string>('/x'));
    const api = recordRequests();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    function Gate() {
      use(gate);
      return null;
    }
    // The sibling suspends: this render of Show is made and dropped, and the fallback is shown.
    await act(async () => {
      render(
        <Suspense fallback={<p>espera</p>}>
          <Show load={load} id={1} />
          <Gate />
        </Suspense>,
      );
    });
    expect(screen.getByText('espera')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    await act(async () => open());
    expect(await screen.findByText('uno')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it("a call the page has no answer for reads loading, then the server's answer", async () => {
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

it('runs the request again on reload and shows its new answer', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce('ok');
  const { result } = renderHook(() => useReloadableAsync(load, []));
  await waitFor(() => expect(result.current[0].status).toBe('error'));
  act(() => result.current[1]());
  expect(result.current[0].status).toBe('loading');
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'success', data: 'ok' }));
  expect(load).toHaveBeenCalledTimes(2);
});
