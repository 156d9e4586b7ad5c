/**
 * A video "facade": a local placeholder button that requests nothing from YouTube or any other host until the
 * reader presses it (click, Enter or Space); then it swaps in the player and moves focus to it.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { youtubeEmbedUrl } from '@site/src/lib/videoEmbed';
import styles from './styles.module.css';

interface Props {
  title: string;
  /** A YouTube video, played through the privacy-enhanced youtube-nocookie.com embed. */
  youtubeId?: string;
  /** A video file (mp4, mov), played by the browser's own player. */
  fileUrl?: string;
  /** A short second line under the title, such as the gallery category. */
  caption?: string;
}

function PlayIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
      <rect width="68" height="48" rx="12" />
      <path d="M27 14v20l18-10z" />
    </svg>
  );
}

export default function VideoFacade({ title, youtubeId, fileUrl, caption }: Props): ReactNode {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // The button the reader pressed is gone; keep keyboard focus on what replaced it.
    if (playing) (frameRef.current ?? videoRef.current)?.focus();
  }, [playing]);

  if (!youtubeId && !fileUrl) throw new Error(`VideoFacade "${title}": give a youtubeId or a fileUrl`);

  if (playing) {
    return (
      <div className={styles.frame} data-video-player="">
        {youtubeId ? (
          <iframe
            ref={frameRef}
            src={youtubeEmbedUrl(youtubeId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <video ref={videoRef} src={fileUrl} controls autoPlay playsInline preload="auto" aria-label={title}>
            <a href={fileUrl}>Download {title}</a>
          </video>
        )}
      </div>
    );
  }

  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={`Play ${title}`}>
      <span className={styles.placeholder}>
        <PlayIcon />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {caption && <span className={styles.caption}>{caption}</span>}
      </span>
    </button>
  );
}
