import { INLINE_DATA_ID, readInlineJson } from '../config/inline-json';

/**
 * The route data the server wrote into the page: the answers of the API calls the
 * route's first view makes, keyed by their path under the API base.
 *
 *   <script type="application/json" id="pasteleria-data">
 *     {"route":"category","answers":{"/public/categorias/pasteles":{…}},"alsoRequest":[]}
 *   </script>
 *
 * Each answer serves one GET of that path, once: the first view renders without waiting for the
 * API, and any later call (a retry, a new visit of the route) asks the server. A path listed in
 * `alsoRequest` (a post, whose GET counts a visit) is still requested; its answer is not awaited.
 * The same answers can feed a server render later: they are exactly what the API answered.
 */
interface InlineData {
  answers?: Record<string, unknown>;
  alsoRequest?: string[];
}

let answers: Map<string, unknown> | null = null;
let alsoRequest: Set<string> = new Set();

function load(): Map<string, unknown> {
  if (!answers) {
    const raw = readInlineJson(INLINE_DATA_ID) as InlineData | null;
    answers = new Map(raw && typeof raw.answers === 'object' && raw.answers ? Object.entries(raw.answers) : []);
    alsoRequest = new Set(Array.isArray(raw?.alsoRequest) ? raw.alsoRequest : []);
  }
  return answers;
}

/** The inline answer of a GET of `path` (served once), or undefined. */
export function takeInlineAnswer(path: string): { data: unknown; alsoRequest: boolean } | undefined {
  const all = load();
  if (!all.has(path)) return undefined;
  const data = all.get(path);
  all.delete(path);
  return { data, alsoRequest: alsoRequest.has(path) };
}

/** Tests only: forget what was read, so the next call reads the page again. */
export function resetInlineAnswers(): void {
  answers = null;
}
