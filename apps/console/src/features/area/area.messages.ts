/** Texts of a new area and the area file, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const areasZhCN = {
  title: '新建景区',
  intro: '上传景区文件（与 npm run import:area 相同的 JSON 格式），并为景区设置第一位管理员。文件中的媒体文件仍需通过命令行导入。',
  file: '景区文件',
  chooseFile: '选择 JSON 文件',
  fileRequired: '请先选择景区文件',
  notJson: '这不是有效的 JSON 文件',
  tooLarge: '文件超过 1 MB',
  firstAdmin: '第一位管理员',
  create: '创建景区',
  created: '已创建景区“{{name}}”',
};

const areaFileZhCN = {
  title: '景区文件',
  intro: '把整个景区（设置、景点、公告、文章、问卷、拍照工作室、全景……）下载为景区文件，格式与 npm run import:area 读取的 JSON 完全相同：可用它新建一个景区（“新建景区”或命令行），或留作备份。',
  export: '导出景区文件',
  exported: '景区文件已下载',
  mediaNote: '文件里只有媒体文件的存储键，不含图片和音频本身；在另一台服务器上使用时，请用命令行 import:area 一并带上媒体文件。',
  noReplaceTitle: '不能用文件覆盖现有景区',
  noReplace: '替换现有景区的内容会连带删除游客的记录：景点被替换时，游客的点赞、打卡记录和拍照点会随之删除，问卷被替换时答卷也会丢失。因此景区文件只用于新建景区；现有景区请在各页面中修改。',
};

const areasEn: MessagesOf<typeof areasZhCN> = {
  title: 'New area',
  intro: 'Upload an area file (the JSON that npm run import:area reads) and name the area’s first admin. Media files in it still come in through the command line.',
  file: 'Area file',
  chooseFile: 'Choose a JSON file',
  fileRequired: 'Choose an area file first',
  notJson: 'This is not a valid JSON file',
  tooLarge: 'The file is over 1 MB',
  firstAdmin: 'First admin',
  create: 'Create the area',
  created: 'Area “{{name}}” created',
};

const areaFileEn: MessagesOf<typeof areaFileZhCN> = {
  title: 'Area file',
  intro: 'Download the whole area (settings, places, notices, articles, surveys, the photo studio, panoramas…) as an area file, exactly the JSON npm run import:area reads: use it to create a new area (“New area” or the command line), or keep it as a copy.',
  export: 'Export the area file',
  exported: 'Area file downloaded',
  mediaNote: 'The file names media by their storage keys; the pictures and audio themselves stay in the store. On another server, bring them with import:area on the command line.',
  noReplaceTitle: 'A file cannot replace an existing area',
  noReplace: 'Replacing an area’s content would take visitors’ records with it: replaced places take their likes, punch records and photo spots along, replaced surveys their answers. So area files only create new areas; change an existing one on its pages.',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    areas: typeof areasZhCN;
    areaFile: typeof areaFileZhCN;
  }
}

registerMessages('areas', areasZhCN, areasEn);
registerMessages('areaFile', areaFileZhCN, areaFileEn);
