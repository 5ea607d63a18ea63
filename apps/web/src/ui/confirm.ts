/**
 * A yes/no question over the screen (deleting something for good). antd-mobile's Dialog loads
 * with the first question, like the toast, so no first screen pays for it.
 */
interface ConfirmOptions {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

export async function confirmDialog({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const [{ default: Dialog }] = await Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render.ts')]);
  return Dialog.confirm({ title, content, confirmText, cancelText });
}
