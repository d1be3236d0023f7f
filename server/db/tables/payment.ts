import type { Generated } from 'kysely'

/** Payment orders, the notifies received, membership cards (migration 0500_payments) */
export interface PaymentTables {
  payment_orders: {
    id: string
    user_id: number
    product_id: string
    product_name: string
    kind: string
    member_type: number | null
    days: number | null
    amount: number
    channel: string
    method: string
    status: Generated<string>
    provider_trade_no: string | null
    late_payment: string | null
    created_at: Date
    expire_at: Date
    paid_at: Date | null
    fulfilled_at: Date | null
    closed_at: Date | null
  }
  payment_notifies: {
    channel: string
    notify_id: string
    order_id: string
    outcome: string
    received_at: Generated<Date>
  }
  member_cards: {
    id: Generated<number>
    code_hash: string
    code_tail: string
    batch: string
    member_type: number
    days: number
    created_at: Generated<Date>
    used_by: number | null
    used_at: Date | null
  }
}
