import type { EntryItem } from '../ui'
import school from '../../assets/entries/school.png'
import major from '../../assets/entries/major.png'
import fill from '../../assets/entries/fill.png'
import subjects from '../../assets/entries/subjects.png'
import data from '../../assets/entries/data.png'

/** The filling modes of SPEC §1, with what each one does. */
export function fillingModes(isNewExam: boolean | null): EntryItem[] {
  const fits = (forNewExam: boolean) => (isNewExam === null ? undefined : isNewExam === forNewExam ? '适合你的省份' : undefined)
  return [
    {
      key: 'college',
      title: '院校优先',
      icon: school,
      desc: '先按分数和位次圈定冲、稳、保的院校，再在每所院校里挑专业（传统文理科省份常用）',
      route: 'pages/query/college/batch',
      badge: fits(false),
    },
    {
      key: 'speciality',
      title: '专业优先',
      icon: major,
      desc: '先选想学的专业，再看开设该专业、分数够得着的院校',
      route: 'pages/query/speciality/index',
    },
    {
      key: 'self',
      title: '自主填报',
      icon: fill,
      desc: '自己搜索院校和专业，逐条加入志愿表，适合已有明确目标的同学',
      route: 'pages/query/self/index',
    },
    {
      key: 'newExam',
      title: '新高考批次填报',
      icon: subjects,
      desc: '按“院校专业组”或“专业+院校”的新高考规则，结合你的选考科目筛选可报志愿',
      route: 'pages/newExam/batch',
      badge: fits(true),
    },
    {
      key: 'simulate',
      title: '模拟填报',
      icon: data,
      desc: '换一个分数试试看：不改动你的高考信息，预演不同分数下的填报结果',
      route: 'pages/query/scoreForm',
    },
  ]
}

