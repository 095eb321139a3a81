/**
 * The one shape of a message shown at the top of a screen (a Notice), and of one carried across a
 * navigation ("Guardado", "Eliminado"…): the screen that navigates puts it in the history entry's
 * state with flashState(), the screen that arrives reads it with useFlash().
 */
import { useLocation } from 'react-router-dom';

export type NoticeVariant = 'success' | 'danger' | 'warning' | 'info';
export interface Notice {
  variant: NoticeVariant;
  text: string;
}

export interface FlashState {
  flash: Notice;
}

/** The navigation state that carries `text` to the next screen. */
export function flashState(text: string, variant: NoticeVariant = 'success'): FlashState {
  return { flash: { variant, text } };
}

/** The notice this screen was opened with (a history entry's flash), or null. */
export function flashOf(state: unknown): Notice | null {
  const flash = (state as Partial<FlashState> | null)?.flash;
  if (!flash || typeof flash.text !== 'string' || typeof flash.variant !== 'string') return null;
  return { variant: flash.variant, text: flash.text };
}

export function useFlash(): Notice | null {
  return flashOf(useLocation().state);
}
