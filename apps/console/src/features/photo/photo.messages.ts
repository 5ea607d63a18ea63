/** Texts of the visitors' photos, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const photoZhCN = {
  title: '游客照片',
  hint: '游客上传或生成的全部照片：打卡照片、反馈图片、拍照工作室的素材与帮拍照片。删除后文件从存储中移除，游客在应用里也不再看到。',
  allUses: '全部用途',
  uses: { punch: '打卡', opinion: '反馈', studio: '工作室素材', helpShoot: '帮拍' },
  unused: '已上传未使用',
  visitor: '游客 {{id}}',
  remove: '删除',
  confirmRemove: '删除这张照片？文件会从存储中移除，无法恢复。',
  removeEffect: '它将从以下位置消失：{{uses}}',
  removed: '照片已删除',
  empty: '还没有游客照片',
};

const photoEn: MessagesOf<typeof photoZhCN> = {
  title: 'Visitors’ photos',
  hint: 'Every picture visitors uploaded or made: punch photos, feedback pictures, the photo studio’s materials and help-shoot photos. Removing one deletes its file, and visitors no longer see it in the app.',
  allUses: 'Any use',
  uses: { punch: 'Punch', opinion: 'Feedback', studio: 'Studio material', helpShoot: 'Help-shoot' },
  unused: 'Uploaded, not used',
  visitor: 'Visitor {{id}}',
  remove: 'Remove',
  confirmRemove: 'Remove this photo? Its file is deleted for good.',
  removeEffect: 'It disappears from: {{uses}}',
  removed: 'Photo removed',
  empty: 'No visitor photos yet',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    photo: typeof photoZhCN;
  }
}

registerMessages('photo', photoZhCN, photoEn);
