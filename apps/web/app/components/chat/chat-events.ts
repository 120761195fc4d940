/**
 * The event the phone's header sends to open the chat (issue 39): below 698 px the cabinet's round
 * launcher is hidden, because on a phone it passed over the page's text whatever the scroll
 * position, and the header's chat button opens the same panel. A module of its own, so that the
 * header's chunk does not bring the chat widget with it.
 */
export const OPEN_CHAT_EVENT = 'agrolease:open-chat';
