import { IconMessages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { deferred, useHydrated, useOnceTrue } from '../deferred/deferred';
import floating from '../floating/floating.module.css';
import controls from '../header/controls.module.css';
import { Hint } from '../plain/hint';
import { OPEN_CHAT_EVENT } from './chat-events';
import { isChatVisible } from './chat-visibility';

/** The chat's code (its panel, polling, forms) is fetched when the visitor first opens it. */
const ChatPanel = deferred(() => import('./chat-panel').then((module) => module.ChatPanel));

/** The chat's panel, once it has been opened (by the launcher or the floating button's menu). */
export function ChatHost({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const wanted = useOnceTrue(opened);
  return wanted ? <ChatPanel opened={opened} onClose={onClose} /> : null;
}

/**
 * Chat with a consultant, the visitor's side (spec 1 §3 "Chat", §4 open or closed): the launcher
 * of the cabinet's pages and of the sign-in pages. The public pages open the chat from the one
 * floating button's menu instead (issue 39).
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  // The server's launcher does nothing until the page is live: disabled till then, a click is
  // not silently lost (the visitor, or a journey, presses it once it can open the chat).
  const hydrated = useHydrated();
  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);
  if (!isChatVisible(pathname)) return null;
  return (
    <>
      <ChatHost opened={opened} onClose={() => setOpened(false)} />
      <div className={floating.chat} data-floating>
        <Hint label="Чат с консультантом" position="left" disabled={opened}>
          <button
            type="button"
            className={`mantine-focus-auto mantine-active ${controls.round} ${floating.chatButton}`}
            aria-label={opened ? 'Свернуть чат' : 'Чат с консультантом'}
            aria-expanded={opened}
            disabled={!hydrated}
            onClick={() => setOpened((value) => !value)}
          >
            <IconMessages size={26} />
          </button>
        </Hint>
      </div>
    </>
  );
}
