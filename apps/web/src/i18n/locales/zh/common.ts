import type en from '../en/common';

const messages = {
  'common.loading': "加载中…",
  'common.retry': "重试",
  'common.save': "保存",
  'common.cancel': "取消",
  'common.close': "关闭",
  'common.back': "返回",
  'common.dismiss': "关闭通知",
} satisfies Record<keyof typeof en, string>;
export default messages;
