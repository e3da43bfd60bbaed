import type en from '../en/common';

const messages = {
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.save': '保存',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.back': '返回',
  'common.dismiss': '关闭通知',
  'common.quoted': '“{label}”',
  'common.list.clearSearch': '清除搜索',
  'common.list.rowsPerPage': '每页行数：',
  'common.list.displayedRows': '第 {from}–{to} 条，共 {count} 条',
  'common.list.firstPage': '第一页',
  'common.list.lastPage': '最后一页',
  'common.list.nextPage': '下一页',
  'common.list.previousPage': '上一页',
  'common.discardChanges.title': '放弃更改？',
  'common.discardChanges.description': '您在此表单中输入的内容尚未保存，将会丢失。',
  'common.discardChanges.keepEditing': '继续编辑',
  'common.discardChanges.discard': '放弃',
} satisfies Record<keyof typeof en, string>;
export default messages;
