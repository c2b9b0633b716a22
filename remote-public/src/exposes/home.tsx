import { HomePage } from '../home/home-page';

/** Exposed as `remote_public/home`: the host's / route. */
export default function Home() {
  return <HomePage />;
}
