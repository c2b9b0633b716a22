import { act, render, screen } from '@testing-library/react';
import { answered } from '../api/answered';
import { resetInlineAnswers } from '../api/inline-answers';
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

  it('renders an answer it can read at once in its first render, with one call', () => {
    const load = jest.fn(() => answered('uno'));
    const seen: string[] = [];
    function Record() {
      const state = useAsync(load, []);
      seen.push(state.status);
      return <p>{state.status === 'success' ? state.data : state.status}</p>;
    }
    render(<Record />);
    expect(screen.getByText('uno')).toBeInTheDocument();
    expect(seen).toEqual(['success']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('awaits any other answer of that first call without calling again', async () => {
    let resolve: (value: string) => void = () => {};
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    render(<Show load={load} id={1} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve('dos'));
    expect(screen.getByText('dos')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
