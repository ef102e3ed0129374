import type { LinkTitleQuery } from '@prepshelf/contract';
import { screenName } from '../../../app/screen-titles';
import { Trans } from '../../../lib/i18n/trans';
import { useT } from '../../../lib/i18n/use-t';
import { parseViewParam } from '../../viewer/viewer-params';
import { useLinkTitle } from '../api/get-link-title';

const COURSE_PAGE = /^\/courses\/([0-9a-f-]{36})\/learn\/*$/i;

/** What the server may be asked to name for a path: a reader's file or a course page. */
export function linkTitleQueryOf(path: string): LinkTitleQuery | undefined {
  const url = new URL(path, 'https://prepshelf.invalid');
  if (/^\/pdfviewer\/*$/i.test(url.pathname)) {
    const view = parseViewParam(url.searchParams.get('view'));
    return view === undefined ? undefined : { view };
  }
  const courseId = COURSE_PAGE.exec(url.pathname)?.[1];
  return courseId === undefined ? undefined : { courseId: courseId.toLowerCase() };
}

/**
 * The line above the login form naming what the link the visitor followed opens: "Log in to read
 * Thermodynamics Unit 2" for a public note, the screen's name for a list, a neutral line for a hidden
 * or unknown item (the server tells nothing of those).
 */
export function ReturnLine({ path }: { path: string }) {
  const t = useT();
  const query = linkTitleQueryOf(path);
  const title = useLinkTitle(query);
  const emphasis = { 0: <strong className="font-semibold text-foreground" /> };
  let line;
  if (query !== undefined) {
    // Until the answer comes, the line keeps its height without a word that may turn out wrong.
    if (title.isPending) line = <span aria-hidden="true">&nbsp;</span>;
    else if ('view' in query)
      line =
        title.data == null ? (
          t('arriving.loginToReadShared')
        ) : (
          <Trans id="arriving.loginToRead" values={{ title: title.data }} components={emphasis} />
        );
    else
      line =
        title.data == null ? (
          t('arriving.loginToOpenSharedCourse')
        ) : (
          <Trans id="arriving.loginToOpenCourse" values={{ title: title.data }} components={emphasis} />
        );
  } else {
    const name = screenName(new URL(path, 'https://prepshelf.invalid').pathname, t);
    if (name === undefined) return null;
    line = <Trans id="arriving.loginToOpen" values={{ screen: name }} components={emphasis} />;
  }
  return (
    <p
      className="mb-4 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm text-foreground"
      data-testid="return-line"
    >
      {line}
    </p>
  );
}
