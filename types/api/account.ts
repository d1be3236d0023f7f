/** Accounts and every login method (SPEC §4, §6, §7). */
import { Type, endpoint, F, Empty, Bool, HumanCheckFields } from '../schema'

export const LoginResult = Type.Object({
  UserId: Type.Integer(),
  Token: Type.String(),
  /** true when this call created the account (SMS-code login of a new mobile, open-platform register) */
  IsNewUser: Type.Optional(Type.Boolean()),
})

/** SMS code purposes */
export const SmsType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], {
  title: '验证码类型',
  description:
    '1 注册，2 登录，3 找回密码，4 绑定账号，5 注销账号。各接口接受的类型：注册类接口 1；VerificationCodeLogin 2 或 1；ResetPassword 3；OpenLogin 4 或 2；OpenRegister 4 或 1；DeleteStudent 5',
})

const RegisterFields = {
  Mobile: F.mobile(),
  Password: F.password(),
  /** required unless RegisterTicket is given (the server answers code 2 「请填写验证码（Code）」 when neither is) */
  Code: Type.Optional(F.smsCode()),
  /** from User/SSOLogin when the partner's mobile has no account yet: replaces the SMS code on step-register */
  RegisterTicket: Type.Optional(Type.String({ title: '注册票据', minLength: 16, maxLength: 128 })),
  NickName: Type.Optional(F.text('昵称', 20)),
  ChannelCode: Type.Optional(F.text('渠道码', 64)),
  RecommendCode: Type.Optional(F.text('推荐码', 32)),
  ...HumanCheckFields,
}

const OpenAuthResult = Type.Object({
  OpenId: Type.String(),
  UnionId: Type.Optional(Type.String()),
  /** proof that this caller just redeemed a platform code for OpenId: OpenIdLogin, OpenIdBind, OpenLogin and OpenRegister spend it */
  OpenProof: Type.String(),
  /** present when this OpenId is already bound: the user is logged in by the same call */
  UserId: Type.Optional(Type.Integer()),
  Token: Type.Optional(Type.String()),
})

export const accountEndpoints = {
  'User/AddStudentAndLogin': endpoint({ summary: '注册并登录', auth: 'public', body: Type.Object(RegisterFields), data: LoginResult }),
  'Student/AddStudent': endpoint({ summary: '注册学生账号', auth: 'public', body: Type.Object(RegisterFields), data: Type.Object({ UserId: Type.Integer() }) }),
  'Student/AddStudentFull': endpoint({
    summary: '注册并填写高考信息',
    auth: 'public',
    body: Type.Object({
      ...RegisterFields,
      ExamProvinceId: F.provinceId(),
      ExamYear: F.year(),
      SubjectType: F.subjectType(),
      SelectSubjectList: Type.Optional(Type.Array(F.text('选考科目', 8), { title: '选考科目', maxItems: 3 })),
      Score: Type.Optional(F.score()),
    }),
    data: LoginResult,
  }),
  'User/OpenRegister': endpoint({
    summary: '开放平台账号注册并绑定',
    auth: 'optional',
    body: Type.Object({
      OpenType: F.openType(),
      OpenId: F.openId(),
      OpenProof: F.openProof(),
      Mobile: F.mobile(),
      Code: F.smsCode(),
      Password: Type.Optional(F.password()),
      ...HumanCheckFields,
    }),
    data: LoginResult,
  }),
  'User/UserLogin': endpoint({
    summary: '密码登录',
    auth: 'public',
    body: Type.Object({ Mobile: F.mobile(), Password: F.anyPassword(), ...HumanCheckFields }),
    data: LoginResult,
  }),
  'User/SendVerificationCode': endpoint({
    summary: '发送短信验证码',
    auth: 'public',
    body: Type.Object({ Mobile: F.mobile(), Type: SmsType, ...HumanCheckFields }),
    data: Type.Object({ ExpireSeconds: Type.Integer(), ResendSeconds: Type.Integer() }),
  }),
  'User/CheckVerificationCode': endpoint({
    summary: '校验短信验证码',
    auth: 'public',
    body: Type.Object({ Mobile: F.mobile(), Type: SmsType, Code: F.smsCode(), ...HumanCheckFields }),
    data: Bool,
  }),
  'User/VerificationCodeLogin': endpoint({
    summary: '验证码登录（新手机号自动注册）',
    auth: 'public',
    body: Type.Object({ Mobile: F.mobile(), Code: F.smsCode(), ChannelCode: Type.Optional(F.text('渠道码', 64)), ...HumanCheckFields }),
    data: LoginResult,
  }),
  'User/ResetPassword': endpoint({
    summary: '通过短信验证码重设密码',
    auth: 'public',
    body: Type.Object({ Mobile: F.mobile(), Code: F.smsCode(), Password: F.password(), ...HumanCheckFields }),
    data: Bool,
  }),
  'User/UpdatePassword': endpoint({
    summary: '修改密码',
    auth: 'user',
    body: Type.Object({ OldPassword: F.anyPassword(), Password: F.password() }),
    data: Bool,
  }),
  'Student/UpdatePassword': endpoint({
    summary: '修改密码（参数形式）',
    auth: 'user',
    params: true,
    body: Type.Object({ OldPassword: F.anyPassword(), Password: F.password() }),
    data: Bool,
  }),
  'User/Loginout': endpoint({ summary: '退出登录', auth: 'optional', body: Empty, data: Bool }),
  'User/DeleteStudent': endpoint({
    summary: '注销账号（删除个人数据与志愿表）',
    auth: 'user',
    body: Type.Object({ Code: F.smsCode(), ...HumanCheckFields }),
    data: Bool,
  }),
  'User/SSOLogin': endpoint({
    summary: '单点登录',
    auth: 'public',
    body: Type.Object({
      SSOSign: Type.String({
        title: '单点登录票据',
        minLength: 1,
        maxLength: 2048,
        description:
          'base64url(JSON {Mobile, Timestamp(Unix 秒), Nonce, PartnerUserId?}) + "." + base64url(HMAC-SHA256(密钥, "sso." + 前半段))，5 分钟内有效，仅可使用一次',
      }),
    }),
    data: Type.Object({
      UserId: Type.Optional(Type.Integer()),
      Token: Type.Optional(Type.String()),
      /** partner-known mobile, for the step-register page when the user has no account yet */
      Mobile: Type.Optional(Type.String()),
      /** one-time ticket that lets step-register finish this sign-on */
      RegisterTicket: Type.Optional(Type.String()),
    }),
  }),
  'User/NewWishLogin': endpoint({
    summary: '志愿系统登录（合作方签名）',
    auth: 'public',
    body: Type.Object({
      Mobile: F.mobile(),
      // up to 13 digits, so that milliseconds get their own message instead of a range error
      Timestamp: Type.Integer({ title: '时间戳', minimum: 0, maximum: 9_999_999_999_999, description: 'Unix 秒' }),
      Sign: Type.String({
        title: '签名',
        minLength: 16,
        maxLength: 256,
        description: 'hex(HMAC-SHA256(密钥, "wish-login\\nMobile=<Mobile>&Timestamp=<Timestamp>"))，5 分钟内有效，仅可使用一次',
      }),
    }),
    data: LoginResult,
  }),
  // open platform (OpenType 2 = WeChat, 3 = Alipay)
  'OpenAuth/WechchatMiniAppAuth': endpoint({
    summary: '小程序登录 code 换 OpenId',
    auth: 'optional',
    body: Type.Object({ Code: Type.String({ title: 'code', minLength: 1, maxLength: 256 }) }),
    data: OpenAuthResult,
  }),
  'OpenAuth/WechchatH5AuthUrl': endpoint({
    summary: '微信网页授权地址',
    auth: 'public',
    body: Type.Object({ RedirectUrl: Type.String({ title: '回跳地址', minLength: 1, maxLength: 2048 }), State: Type.Optional(F.text('state', 128)) }),
    data: Type.String(),
  }),
  'OpenAuth/WechchatH5Auth': endpoint({
    summary: '微信网页授权 code 换 OpenId',
    auth: 'optional',
    body: Type.Object({ Code: Type.String({ title: 'code', minLength: 1, maxLength: 256 }) }),
    data: OpenAuthResult,
  }),
  'OpenAuth/AlipayMPAuth': endpoint({
    summary: '支付宝小程序授权码换用户标识',
    auth: 'optional',
    body: Type.Object({ Code: Type.String({ title: 'code', minLength: 1, maxLength: 256 }) }),
    data: OpenAuthResult,
  }),
  'OpenAuth/JSYAuth': endpoint({
    summary: '合作方认证（独立认证服务地址）',
    auth: 'public',
    // the app calls it on a separate auth base, by default <api base>/auth
    aliases: ['/auth/api/OpenAuth/JSYAuth'],
    body: Type.Object({ Ticket: Type.String({ title: '认证票据', minLength: 1, maxLength: 2048 }) }),
    data: Type.Object({
      UserId: Type.Optional(Type.Integer()),
      Token: Type.Optional(Type.String()),
      Mobile: Type.Optional(Type.String()),
      /** true when the partner's mobile had no account and this call created it */
      IsNewUser: Type.Optional(Type.Boolean()),
    }),
  }),
  'OpenAuth/OpenIdBind': endpoint({
    summary: '绑定开放平台账号（需本账号的 token 与刚授权得到的 OpenProof）',
    auth: 'user',
    body: Type.Object({ OpenType: F.openType(), OpenId: F.openId(), OpenProof: F.openProof() }),
    data: Bool,
  }),
  'OpenAuth/OpenIdBindCancel': endpoint({
    summary: '解除开放平台绑定',
    auth: 'user',
    // without OpenId every binding of that OpenType is removed
    body: Type.Object({ OpenType: F.openType(), OpenId: Type.Optional(F.openId()) }),
    data: Bool,
  }),
  'User/OpenIdLogin': endpoint({
    summary: 'OpenId 登录（需刚授权得到的 OpenProof）',
    auth: 'optional',
    body: Type.Object({ OpenType: F.openType(), OpenId: F.openId(), OpenProof: F.openProof() }),
    data: LoginResult,
  }),
  'User/OpenIdToUserId': endpoint({
    summary: 'OpenId 对应的用户：仅当 OpenId 绑定在本人账号（token），或带着该 OpenId 的 OpenProof 时回答，否则为 null',
    auth: 'optional',
    body: Type.Object({ OpenType: F.openType(), OpenId: F.openId(), OpenProof: Type.Optional(F.openProof()) }),
    data: Type.Object({ UserId: Type.Union([Type.Integer(), Type.Null()]) }),
  }),
  'User/OpenIdentity': endpoint({
    summary: '我的开放平台绑定',
    auth: 'user',
    body: Empty,
    data: Type.Array(Type.Object({ OpenType: Type.Integer(), OpenIdMasked: Type.String(), BoundAt: Type.String() })),
  }),
  'User/OpenLogin': endpoint({
    summary: '手机验证码登录并绑定开放平台账号',
    auth: 'optional',
    body: Type.Object({ OpenType: F.openType(), OpenId: F.openId(), OpenProof: F.openProof(), Mobile: F.mobile(), Code: F.smsCode(), ...HumanCheckFields }),
    data: LoginResult,
  }),
  'Public/AliUserId': endpoint({
    summary: '支付宝授权码换用户标识',
    auth: 'optional',
    body: Type.Object({ Code: Type.String({ title: 'code', minLength: 1, maxLength: 256 }) }),
    data: Type.Object({ OpenId: Type.String(), OpenProof: Type.String() }),
  }),
}
