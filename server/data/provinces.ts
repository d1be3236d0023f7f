/**
 * Province names as the data files print them (short forms such as 广西, 内蒙古) ↔ GB/T 2260 two-digit
 * codes. The data uses short names; importers also accept the full names (广西壮族自治区, 北京市 …).
 */
export const PROVINCES: ReadonlyArray<{ id: number; name: string; full: string }> = [
  { id: 11, name: '北京', full: '北京市' },
  { id: 12, name: '天津', full: '天津市' },
  { id: 13, name: '河北', full: '河北省' },
  { id: 14, name: '山西', full: '山西省' },
  { id: 15, name: '内蒙古', full: '内蒙古自治区' },
  { id: 21, name: '辽宁', full: '辽宁省' },
  { id: 22, name: '吉林', full: '吉林省' },
  { id: 23, name: '黑龙江', full: '黑龙江省' },
  { id: 31, name: '上海', full: '上海市' },
  { id: 32, name: '江苏', full: '江苏省' },
  { id: 33, name: '浙江', full: '浙江省' },
  { id: 34, name: '安徽', full: '安徽省' },
  { id: 35, name: '福建', full: '福建省' },
  { id: 36, name: '江西', full: '江西省' },
  { id: 37, name: '山东', full: '山东省' },
  { id: 41, name: '河南', full: '河南省' },
  { id: 42, name: '湖北', full: '湖北省' },
  { id: 43, name: '湖南', full: '湖南省' },
  { id: 44, name: '广东', full: '广东省' },
  { id: 45, name: '广西', full: '广西壮族自治区' },
  { id: 46, name: '海南', full: '海南省' },
  { id: 50, name: '重庆', full: '重庆市' },
  { id: 51, name: '四川', full: '四川省' },
  { id: 52, name: '贵州', full: '贵州省' },
  { id: 53, name: '云南', full: '云南省' },
  { id: 54, name: '西藏', full: '西藏自治区' },
  { id: 61, name: '陕西', full: '陕西省' },
  { id: 62, name: '甘肃', full: '甘肃省' },
  { id: 63, name: '青海', full: '青海省' },
  { id: 64, name: '宁夏', full: '宁夏回族自治区' },
  { id: 65, name: '新疆', full: '新疆维吾尔自治区' },
  { id: 71, name: '台湾', full: '台湾省' },
  { id: 81, name: '香港', full: '香港特别行政区' },
  { id: 82, name: '澳门', full: '澳门特别行政区' },
]

const byName = new Map<string, number>()
for (const p of PROVINCES) {
  byName.set(p.name, p.id)
  byName.set(p.full, p.id)
  byName.set(String(p.id), p.id)
}

/** id of a province given its short name, full name or two-digit code; null when unknown */
export function provinceId(name: string | null | undefined): number | null {
  if (!name) return null
  const t = name.trim()
  return byName.get(t) ?? byName.get(t.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '')) ?? null
}

export function provinceName(id: number | null | undefined): string {
  return PROVINCES.find((p) => p.id === id)?.name ?? ''
}
