/**
 * /about, /help, /terms, /privacy: the operator's Markdown text (or the shipped default) rendered as a page. A
 * link with a #section scrolls to that heading once the text has arrived.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import useSWR from 'swr';
import { SITE_PAGE_TITLES, type SitePage as SitePageData, type SitePageSlug } from '@intervia/shared';
import { LoadFailed } from '../../components/LoadFailed';
import { Spinner } from '../../components/Spinner';
import { parseMarkdownBlocks, type Block, type Inline } from './markdown-blocks';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        const className = 'font-medium text-brand-700 underline hover:text-brand-800';
        return part.href.startsWith('/') ? (
          <Link key={index} to={part.href} className={className}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={className}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function MarkdownBlock({ block }: { block: Block }) {
  if (block.kind === 'heading') {
    if (block.level === 1) {
      return (
        <h1 id={block.id} className="text-3xl font-bold tracking-tight text-slate-900">
          {block.text}
        </h1>
      );
    }
    const Heading = block.level === 2 ? 'h2' : 'h3';
    return (
      <Heading
        id={block.id}
        tabIndex={-1}
        className={`scroll-mt-24 font-semibold text-slate-900 outline-none ${
          block.level === 2 ? 'mt-10 text-xl' : 'mt-6 text-lg'
        }`}
      >
        {block.text}
      </Heading>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
        {block.items.map((item, index) => (
          <li key={index}>
            <InlineText parts={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="mt-3 leading-relaxed text-slate-700">
      <InlineText parts={block.content} />
    </p>
  );
}

export function SitePage({ slug }: { slug: SitePageSlug }) {
  const { hash } = useLocation();
  const { data, error, mutate } = useSWR<SitePageData>(`/api/site-pages/${slug}`);

  useEffect(() => {
    document.title = `${SITE_PAGE_TITLES[slug]} · Intervia`;
  }, [slug]);

  // The section a footer link named exists only once the text has loaded: go to it then (and on later hashes).
  useEffect(() => {
    if (!data || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [data, hash]);

  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      {!data && !error && <Spinner label={`Loading ${SITE_PAGE_TITLES[slug]}`} />}
      {error && (
        <LoadFailed
          message={`${SITE_PAGE_TITLES[slug]} could not be loaded.`}
          onRetry={() => void mutate()}
        />
      )}
      {data &&
        parseMarkdownBlocks(data.markdown).map((block, index) => <MarkdownBlock key={index} block={block} />)}
    </article>
  );
}
