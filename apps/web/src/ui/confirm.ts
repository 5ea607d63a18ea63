/**
 * A yes/no question over the screen (deleting something for good): a modal `<dialog>`, so the
 * screen behind is inert and Escape (or Android's back gesture) answers "no".
 */
import styles from './confirm.module.css';

interface ConfirmOptions {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

let dialogCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

export function confirmDialog({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const titleId = `yl-confirm-title-${++dialogCount}`;
  const dialog = element('dialog', styles.confirm, '');
  dialog.setAttribute('aria-labelledby', titleId);
  const heading = element('h2', styles.confirmTitle, title);
  heading.id = titleId;
  const cancel = element('button', `yl-button yl-button--outline ${styles.confirmButton}`, cancelText);
  const confirm = element('button', `yl-button ${styles.confirmButton}`, confirmText);
  cancel.type = confirm.type = 'button';
  const actions = element('div', styles.confirmActions, '');
  actions.append(cancel, confirm);
  dialog.append(heading, element('p', styles.confirmBody, content), actions);
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    const answer = (isConfirmed: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(isConfirmed);
    };
    cancel.addEventListener('click', () => answer(false));
    confirm.addEventListener('click', () => answer(true));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer(false);
    });
  });
}
