// The live demo of a playground (src/node/render/Playground.tsx around it adds the code): a
// frame running the example on Ionic's own components (src/node/playgrounds/demo.ts), with
// iOS/MD and light/dark switches. An island: hydrated when it comes near the viewport. The
// demo itself waits for the reader: it starts once they have done something on the page
// (scrolled, touched, pointed, typed) or at once from its button. Without a chosen colour mode
// it follows the site's; the frame takes the height its demo reports.
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { READER_ACTIVE_ATTRIBUTE } from '../../lib/activity';
import { demoUrl, PLAYGROUND_MESSAGE, type DemoMode } from '../../lib/playground';
import { useColorMode, type ColorMode } from '../../providers/ColorMode';
import { htmlAttributeStore } from '../../providers/dom-store';

const MIN_HEIGHT = 80;
const MAX_HEIGHT = 900;

export interface PlaygroundDemoProps {
  /** The demo page (/docs/usage/<version>/<id>/). */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The frame's height before the demo reports its own. */
  height: number;
  /** 'app': a full-screen app layout of fixed height; 'content': sized to its content. */
  layout: 'app' | 'content';
}

/**
 * Whether the reader has done something on the page: the inline script marks <html> at the
 * first activity (src/browser/inline/activity.ts), before this island may even have loaded.
 */
const readerActive = htmlAttributeStore(READER_ACTIVE_ATTRIBUTE, (v) => v !== null, false);

export default function PlaygroundDemo({ src, title, height, layout }: PlaygroundDemoProps) {
  const t = useT();
  const site = useColorMode().colorMode;
  const [mode, setMode] = useState<DemoMode>('ios');
  const [theme, setTheme] = useState<ColorMode | null>(null);
  const [started, setStarted] = useState(false);
  const [near, setNear] = useState(false);
  const [frameHeight, setFrameHeight] = useState(height);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const active = useSyncExternalStore(readerActive.subscribe, readerActive.get, readerActive.server);
  const running = started || (near && active);

  // Near the viewport (200 px ahead): the demo may load once the reader is active.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Started from its button, or while its button had focus (a key press is activity too, so
  // the demo may start just before the press reaches the button): focus goes into the demo.
  const startFocused = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);
  // Focus that reached the button before the island was hydrated (the app starts on focus).
  useEffect(() => {
    if (startButton.current && startButton.current === document.activeElement) startFocused.current = true;
  }, []);
  useEffect(() => {
    if (running && (started || startFocused.current)) frame.current?.focus();
  }, [running, started]);

  // The demo reports its content's height (content layouts only).
  useEffect(() => {
    if (layout === 'app') return undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; height?: number } | null;
      if (event.origin !== window.location.origin || data?.type !== PLAYGROUND_MESSAGE) return;
      if (event.source !== frame.current?.contentWindow) return;
      setFrameHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Number(data.height) || 0)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [layout]);

  const shownTheme = theme ?? site;
  const switchButton = (
    kind: 'mode' | 'theme',
    value: string,
    label: string,
    pressed: boolean,
    onPress: () => void,
  ) => (
    <button
      key={value}
      type="button"
      className="playground__switch"
      {...{ [`data-${kind}`]: value }}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {label}
    </button>
  );
  return (
    <div className="playground__demo" data-running={running ? '' : undefined}>
      <div className="playground__toolbar">
        <div className="playground__group" role="group" aria-label={t('playground.look')}>
          {switchButton('mode', 'ios', 'iOS', mode === 'ios', () => setMode('ios'))}
          {switchButton('mode', 'md', 'MD', mode === 'md', () => setMode('md'))}
        </div>
        <div className="playground__group" role="group" aria-label={t('playground.colorMode')}>
          {switchButton('theme', 'light', t('playground.light'), shownTheme === 'light', () => setTheme('light'))}
          {switchButton('theme', 'dark', t('playground.dark'), shownTheme === 'dark', () => setTheme('dark'))}
        </div>
        <a className="playground__open" href={src} target="_blank" rel="noopener">
          {t('playground.open')}
        </a>
      </div>
      <div className="playground__device" data-layout={layout} ref={box}>
        {running ? (
          <iframe
            ref={frame}
            className="playground__frame"
            title={title}
            src={demoUrl(src, mode, theme)}
            style={{ height: frameHeight }}
          />
        ) : (
          // An <iframe> in the HTML, even one that loads nothing, costs the browser a child
          // frame to build while the page loads: the frame is made when the demo starts.
          <div className="playground__frame" style={{ height }} />
        )}
        {!running && (
          <button
            type="button"
            ref={startButton}
            className="control playground__start"
            data-pagefind-ignore=""
            onClick={() => setStarted(true)}
            onFocus={() => (startFocused.current = true)}
            onBlur={() => (startFocused.current = false)}
          >
            {t('playground.start')}
          </button>
        )}
      </div>
    </div>
  );
}
