/**
 * The community video gallery: every video of src/data/videos.json as a facade (nothing loads from YouTube or
 * Arweave before the reader presses play), filterable by category and title, with the filter kept in the URL.
 */
import React, { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import videosData from '@site/src/data/videos.json';
import { videoCategories, videoCategoryLabels } from '@site/src/data/labels/videos';
import type { Video } from '@site/src/data/schemas/videos';
import { filterEntries, countTags, type FilterState } from '@site/src/lib/filterEntries';
import { useUrlFilter } from '@site/src/components/useUrlFilter';
import FilterBar from '@site/src/components/FilterBar';
import VideoFacade from '@site/src/components/VideoFacade';
import styles from './styles.module.css';

const videos = videosData as Video[];
const entries = videos.map((video) => ({ ...video, tags: [video.category], text: videoCategoryLabels[video.category] }));
const NO_FILTER: FilterState = { query: '', tags: [] };

export default function VideoGallery(): ReactNode {
  const [urlState, setState] = useUrlFilter();
  // The static HTML is rendered without a query string; apply the URL's filter only after hydration so both match.
  const state = useIsBrowser() ? urlState : NO_FILTER;
  const visible = useMemo(() => filterEntries(entries, state), [state]);
  const counts = useMemo(() => countTags(entries), []);
  const facets = videoCategories.map((category) => ({ tag: category, label: videoCategoryLabels[category], count: counts.get(category) ?? 0 }));
  return (
    <div className={styles.gallery}>
      <FilterBar
        label="Search videos"
        placeholder="Filter by title"
        facetsLabel="Category"
        single
        totalCount={entries.length}
        state={state}
        facets={facets}
        resultCount={visible.length}
        onChange={setState}
      />
      <ul className={styles.grid} aria-label="Videos">
        {visible.map((video) => (
          <li key={video.id} className={styles.item}>
            <VideoFacade
              title={video.title}
              caption={videoCategoryLabels[video.category]}
              {...(video.source.kind === 'youtube' ? { youtubeId: video.source.youtubeId } : { fileUrl: video.source.url })}
            />
            {(video.streamId || video.relatedUrl) && (
              <p className={styles.links}>
                {video.streamId && <Link to={`/community/Streams/${video.streamId}`}>Stream notes</Link>}
                {video.relatedUrl && <a href={video.relatedUrl}>Related link</a>}
              </p>
            )}
          </li>
        ))}
      </ul>
      {visible.length === 0 && <p>No video matches this filter.</p>}
    </div>
  );
}
