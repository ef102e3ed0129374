import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, type SearchResult, type SearchTypeCounts } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { SearchField } from '../../../components/ui/search-field';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { isNetworkFailure } from '../../../lib/query-client';
import { showErrorToast, showWarningToast } from '../../../lib/toast';
import { ListError } from '../../content/components/list-states';
import { useSearchContent } from '../api/search-content';
import { SearchResultCard } from '../components/search-result-card';
import { buildSearchPath, readSearchParams, SEARCH_TYPE_OPTIONS, type SearchTypeParam } from '../search-params';

const NO_RESULTS: SearchResult[] = [];

/** The other types' results, offered when the chosen type has none ("2 in Videos"). */
const OFFERS: { type: keyof SearchTypeCounts; param: SearchTypeParam }[] = [
  { type: 'note', param: 'notes' },
  { type: 'pyq', param: 'pyq' },
  { type: 'video', param: 'video' },
  { type: 'course', param: 'course' },
];

function OtherTypes({ search, counts }: { search: string; counts: SearchTypeCounts | undefined }) {
  const t = useT();
  const offers = OFFERS.filter((offer) => (counts?.[offer.type] ?? 0) > 0);
  if (offers.length === 0) return null;
  return (
    <nav aria-label={t('searchResults.otherTypes')} className="flex flex-wrap items-center justify-center gap-2">
      <span className="text-sm text-muted">{t('searchResults.foundInOtherTypes')}</span>
      {offers.map((offer) => (
        <Link
          key={offer.type}
          to={buildSearchPath(search, offer.param) ?? '/searchcontent'}
          className="rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-primary-text hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t(`searchResults.offer.${offer.type}`, { count: counts?.[offer.type] ?? 0 })}
        </Link>
      ))}
    </nav>
  );
}

function resultKey(result: SearchResult): string {
  return `${result.type}:${result._id}`;
}

/** The search box of the page; keyed by the address, so it shows the search being displayed. */
function SearchForm({ initialText, initialType }: { initialText: string; initialType: SearchTypeParam }) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [type, setType] = useState<SearchTypeParam>(initialType);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Blank or whitespace-only text does nothing (spec §5).
    const path = buildSearchPath(text, type);
    if (path !== null) void navigate(path);
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-2xl flex-col gap-2 sm:flex-row">
      <label htmlFor="search-page-text" className="sr-only">
        {t('searchResults.boxLabel')}
      </label>
      <SearchField
        id="search-page-text"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('searchResults.placeholder')}
        maxLength={200}
        className="h-11"
      />
      <div className="flex gap-2">
        <label htmlFor="search-page-type" className="sr-only">
          {t('searchResults.typeLabel')}
        </label>
        <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
          <select
            id="search-page-type"
            value={type}
            onChange={(event) => setType(event.target.value as SearchTypeParam)}
            className={`${fieldClasses} h-11 pr-8`}
          >
            {SEARCH_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`searchResults.type.${option.labelKey}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="h-11 px-5">
          {t('searchResults.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Search results (`/searchcontent?search=…&type=…&page=…`): public; PDF hits link into the viewer at their page. */
export function SearchResultsPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const state = readSearchParams(searchParams);
  const navigate = useNavigate();
  const query = useSearchContent(state);
  // One toast per answer (not per render): a warning when nothing matched, an error when the call failed.
  const toastedFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (query.isError && toastedFor.current !== query.error) {
      toastedFor.current = query.error;
      console.error('Could not fetch the search results:', query.error.message);
      // The page says a network failure itself (ListError); the toast is for the server's failures.
      if (!isNetworkFailure(query.error)) showErrorToast(t('searchResults.failed'));
    } else if (query.isSuccess && !query.isPlaceholderData && toastedFor.current !== query.data) {
      toastedFor.current = query.data;
      if (query.data.results.length === 0) showWarningToast(query.data.message ?? t('searchResults.noMatch'));
    }
  }, [query.isError, query.error, query.isSuccess, query.isPlaceholderData, query.data, t]);

  function goToPage(page: number) {
    const path = buildSearchPath(state.search, state.type, page);
    if (path !== null) void navigate(path);
    window.scrollTo({ top: 0 });
  }

  // An exception empties the results (spec §8).
  const results = query.isError ? NO_RESULTS : (query.data?.results ?? NO_RESULTS);
  const total = query.isError ? 0 : (query.data?.total ?? 0);
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const isLoading = state.search !== '' && query.isPending;

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('searchResults.heading')}</h1>

      <SearchForm key={`${state.type}|${state.search}`} initialText={state.search} initialType={state.type} />

      <section aria-labelledby="search-results-summary" aria-busy={query.isFetching} className="flex flex-col gap-4">
        <p id="search-results-summary" role="status" className="min-h-6 text-sm text-muted">
          {state.search === ''
            ? t('searchResults.prompt')
            : isLoading
              ? t('searchResults.searchingFor', { search: state.search })
              : results.length > 0
                ? t('searchResults.summary', { total, search: state.search })
                : ''}
        </p>

        {isLoading ? (
          <div className="flex items-center justify-center gap-3 py-16 text-muted">
            <Spinner label={null} />
            {t('searchResults.searching')}
          </div>
        ) : state.search !== '' && query.isError ? (
          // A failed search found nothing out: it says why, with Try again, never "No content found".
          <ListError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : state.search !== '' && results.length === 0 ? (
          <div className="flex flex-col gap-4 rounded-[12px] border border-dashed border-line px-4 py-12 text-center">
            <p className="text-muted">{t('searchResults.empty')}</p>
            <OtherTypes search={state.search} counts={query.data?.counts} />
          </div>
        ) : results.length > 0 ? (
          <ul
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-label={t('searchResults.results')}
          >
            {results.map((result) => (
              <li key={resultKey(result)}>
                <SearchResultCard result={result} />
              </li>
            ))}
          </ul>
        ) : null}

        {totalPages > 1 ? (
          <Pagination page={Math.min(state.page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        ) : null}
      </section>
    </div>
  );
}
