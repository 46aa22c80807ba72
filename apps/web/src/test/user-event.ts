import { userEvent as library, type Options, type UserEvent } from '@testing-library/user-event';

/**
 * user-event as the tests use it: the same API, without a timer between two actions.
 *
 * user-event waits `delay` ms between the steps of a call, 0 by default, and even 0 is a
 * setTimeout turn: one per character typed and per pointer step, tens of thousands over the web
 * suite. With `delay: null` it does not wait; the events, their order and React's rendering after
 * each of them stay the same (testing-library wraps every dispatched event in act()). A test that
 * needs the pause passes `delay` to `setup`.
 *
 * Tests import `userEvent` from here, not from the library (an ESLint rule says so).
 */
const setup = (options: Options = {}): UserEvent => library.setup({ delay: null, ...options });

/**
 * The library's direct calls (`userEvent.click(element)`) start a fresh session per call, as
 * these do; they take no options (`setup` does).
 */
const userEvent = {
  setup,
  clear: (element: Element) => setup().clear(element),
  click: (element: Element) => setup().click(element),
  keyboard: (text: string) => setup().keyboard(text),
  selectOptions: (...args: Parameters<UserEvent['selectOptions']>) =>
    setup().selectOptions(...args),
  type: (...args: Parameters<UserEvent['type']>) => setup().type(...args),
};

export default userEvent;
export type { UserEvent };
