/** What the 志愿填报 tab shows for the student: the batch being filled and the recommendation counts of its score. */
import type { RootStore } from '..'
import { Resource } from '../models/resource'
import { type Batch, type RecommendStat } from '../../model/wish'
import { Wish } from './calls'
import { loadBatches } from './batches'
import { WishType } from './store'

export class FillingTabModel {
  batch = new Resource<Batch | null>()
  stat = new Resource<RecommendStat>()

  constructor(private readonly root: RootStore) {}

  /** batches of the province (cached per profile unless `force`), then the counts for the chosen batch */
  async load(force = false): Promise<void> {
    const { wish, profile } = this.root
    const b = await this.batch.load(() => loadBatches(wish, { newExam: !!profile.SProvince?.IsNewExam, force }))
    if (!b) return
    const s = await this.stat.load(() => Wish.stat(false, { BatchId: b.BatchId }))
    // the server decides whether this is official or forecast filling (the exam year's table published or not)
    if (s) wish.setWishType(s.Student.IsForecast ? WishType.FORECAST : WishType.NORMAL)
  }

  async pick(b: Batch): Promise<void> {
    this.root.wish.setBatch(b.BatchId)
    await this.load()
  }
}
