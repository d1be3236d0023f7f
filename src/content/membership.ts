/** What membership unlocks, as the personal centre and the member pages describe it (no prices: they come from the payment service). */
export const MEMBER_BENEFITS: readonly { title: string; desc: string }[] = [
  { title: '智能志愿推荐', desc: '按你的位次给出冲、稳、保院校和专业（组）' },
  { title: '无限保存志愿表', desc: '正式和模拟志愿表都可以保存、对比和修改' },
  { title: '志愿表审核', desc: '提交志愿表，由专家检查梯度与调剂风险' },
  { title: '全部测评报告', desc: 'MBTI、霍兰德、性格测评的完整报告' },
]
