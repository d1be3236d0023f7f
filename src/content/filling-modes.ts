/** The filling modes of SPEC §1, with what each one does and where it starts. */
import school from '../assets/entries/school.png'
import major from '../assets/entries/major.png'
import fill from '../assets/entries/fill.png'
import subjects from '../assets/entries/subjects.png'
import data from '../assets/entries/data.png'

export interface FillingMode {
  key: 'college' | 'speciality' | 'self' | 'newExam' | 'simulate'
  title: string
  icon: string
  desc: string
  route: string
  /** 适合你的省份 when the mode fits the province's way of filling */
  badge?: string
}

/** The modes; `isNewExam` (null: unknown) marks the one that suits the province and puts it first. */
export function fillingModes(isNewExam: boolean | null): FillingMode[] {
  const fits = (forNewExam: boolean) => (isNewExam === null ? undefined : isNewExam === forNewExam ? '适合你的省份' : undefined)
  const modes: FillingMode[] = [
    {
      key: 'newExam',
      title: '新高考填报',
      icon: subjects,
      desc: '按本省“院校专业组”或“专业+院校”的规则，分冲、稳、保、垫推荐，可一键生成',
      route: 'pages/newExam/batch',
      badge: fits(true),
    },
    {
      key: 'college',
      title: '院校优先',
      icon: school,
      desc: '先按录取概率圈定冲、稳、保的院校，再挑专业',
      route: 'pages/query/college/batch',
      badge: fits(false),
    },
    {
      key: 'speciality',
      title: '专业优先',
      icon: major,
      desc: '先选想学的专业门类，再看开设它、分数够得着的院校',
      route: 'pages/query/speciality/index',
    },
    {
      key: 'self',
      title: '自主填报',
      icon: fill,
      desc: '自己搜索院校或专业，逐条加入志愿表；不推荐的也能查到，并写明原因',
      route: 'pages/query/self/index',
    },
    {
      key: 'simulate',
      title: '模拟填报',
      icon: data,
      desc: '换一个分数试试：看冲稳保各有多少、志愿表的滑档风险怎么变，不改动你的高考信息',
      route: 'pages/query/scoreForm',
    },
  ]
  // traditional provinces fill by 院校: put it first
  return isNewExam === false ? [modes[1], modes[0], ...modes.slice(2)] : modes
}
