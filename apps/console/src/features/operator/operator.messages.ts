/** Texts of log-in, the first operator's set-up, the accounts and the audit log, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const loginZhCN = {
  title: '登录运营后台',
  email: '邮箱',
  password: '密码',
  submit: '登录',
  emailRequired: '请输入邮箱',
  passwordRequired: '请输入密码',
  wrong: '邮箱或密码错误',
  locked: '登录失败次数过多，请于 {{time}} 之后再试',
  disabled: '此账号已停用，请联系景区管理员',
  firstAccount: '还没有账号？还没有任何运营账号时，服务器启动时会在日志中打印一次性设置链接（/console/setup#…），用它创建第一个账号；或在服务器停止时运行 npm run console:admin。',
};

const setupZhCN = {
  title: '创建第一个运营账号',
  intro: '此账号为平台管理员，可以创建景区及其管理员。设置链接只能使用一次。',
  email: '邮箱',
  displayName: '姓名',
  password: '密码',
  confirm: '再次输入密码',
  submit: '创建并登录',
  emailRequired: '请输入邮箱',
  displayNameRequired: '请输入姓名',
  passwordRequired: '请输入密码',
  passwordShort: '密码至少 {{count}} 个字符',
  mismatch: '两次输入的密码不一致',
  noToken: '此页面需要服务器日志中的设置链接：还没有任何运营账号时，服务器启动时会打印 /console/setup#… 形式的一次性链接。请从服务器日志中复制完整链接并打开。',
  wrongLink: '此设置链接无效或已被使用。请从服务器最近一次启动的日志中复制链接。',
  exists: '已经有运营账号了，此设置链接不再可用。请登录。',
  toLogin: '前往登录',
};

const operatorsZhCN = {
  title: '账号管理',
  add: '添加账号',
  role: '角色',
  disabled: '停用',
  enabled: '启用中',
  lastLogin: '最近登录',
  never: '从未登录',
  created: '账号已创建',
  emailTaken: '该邮箱已有账号',
  you: '（您）',
};

const auditZhCN = {
  title: '操作日志',
  at: '时间',
  who: '操作人',
  action: '操作',
  target: '对象',
  before: '修改前',
  after: '修改后',
  empty: '还没有操作记录',
};

const loginEn: MessagesOf<typeof loginZhCN> = {
  title: 'Log in to the console',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  emailRequired: 'Enter your e-mail',
  passwordRequired: 'Enter your password',
  wrong: 'Wrong e-mail or password',
  locked: 'Too many failed log-ins: try again after {{time}}',
  disabled: 'This account is disabled; ask an admin of your area',
  firstAccount: 'No account yet? While no operator exists, the server prints a one-time set-up link (/console/setup#…) in its log at start: open it to make the first account. Or run npm run console:admin while the server is stopped.',
};

const setupEn: MessagesOf<typeof setupZhCN> = {
  title: 'Make the first console account',
  intro: 'This account is the platform administrator: it creates the areas and their admins. The set-up link works once.',
  email: 'E-mail',
  displayName: 'Name',
  password: 'Password',
  confirm: 'Password again',
  submit: 'Create and log in',
  emailRequired: 'Enter your e-mail',
  displayNameRequired: 'Enter your name',
  passwordRequired: 'Enter a password',
  passwordShort: 'At least {{count}} characters',
  mismatch: 'The two passwords differ',
  noToken: 'This page needs the set-up link from the server’s log: while no operator exists, the server prints a one-time link like /console/setup#… when it starts. Copy the whole link from the log and open it.',
  wrongLink: 'This set-up link is wrong or already used. Copy the link from the log of the server’s latest start.',
  exists: 'An operator account already exists, so this set-up link no longer works. Log in instead.',
  toLogin: 'Go to log-in',
};

const operatorsEn: MessagesOf<typeof operatorsZhCN> = {
  title: 'Accounts',
  add: 'Add account',
  role: 'Role',
  disabled: 'Disabled',
  enabled: 'Active',
  lastLogin: 'Last log-in',
  never: 'Never',
  created: 'Account created',
  emailTaken: 'This e-mail has an account already',
  you: ' (you)',
};

const auditEn: MessagesOf<typeof auditZhCN> = {
  title: 'Audit log',
  at: 'Time',
  who: 'Operator',
  action: 'Action',
  target: 'Target',
  before: 'Before',
  after: 'After',
  empty: 'No changes recorded yet',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    login: typeof loginZhCN;
    setup: typeof setupZhCN;
    operators: typeof operatorsZhCN;
    audit: typeof auditZhCN;
  }
}

registerMessages('login', loginZhCN, loginEn);
registerMessages('setup', setupZhCN, setupEn);
registerMessages('operators', operatorsZhCN, operatorsEn);
registerMessages('audit', auditZhCN, auditEn);
