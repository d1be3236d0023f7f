/**
 * A Canvas 2D surface for both builds. How the canvas node is found, sized and tapped differs by platform
 * (the mini program's selector query vs the H5 DOM) and comes from the platform adapter (`canvas`).
 * The canvas is sized by the device pixel ratio so lines stay sharp.
 */
import { Canvas, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { getPlatform, type CanvasNode } from '../../platform'
import type { Ctx2D } from './draw'

export interface Surface {
  ctx: Ctx2D
  width: number
  height: number
}

type Transformable = Ctx2D & { setTransform?: (a: number, b: number, c: number, d: number, e: number, f: number) => void }

let seq = 0

/** how this platform finds, sizes and taps a canvas (the same object for the life of the app) */
const canvasSupport = getPlatform().canvas

function pixelRatio(): number {
  try {
    return Math.min(3, Math.max(1, Taro.getSystemInfoSync().pixelRatio || 1))
  } catch {
    return 2
  }
}

export interface ChartCanvasProps {
  /** CSS height in px */
  height: number
  /** draws the chart; called once the canvas is ready and again whenever `version` changes */
  draw: (surface: Surface) => void
  /** anything that should cause a redraw (data, active point) */
  version: string
  /** x (CSS px from the canvas' left edge) of a tap, and the canvas width the drawing used */
  onTap?: (x: number, width: number) => void
  /** text for screen readers and tests: what the chart shows */
  label: string
}

export function ChartCanvas({ height, draw, version, onTap, label }: ChartCanvasProps) {
  const idRef = useRef(`zy-chart-${++seq}`)
  const id = idRef.current
  const node = useRef<CanvasNode | null>(null)
  const size = useRef({ width: 0, height })
  const [ready, setReady] = useState(false)
  const drawRef = useRef(draw)
  drawRef.current = draw

  useEffect(() => {
    let cancelled = false
    let tries = 0
    const attach = (found: CanvasNode | null, width: number | undefined) => {
      if (cancelled) return
      if (!found) {
        // the H5 custom element renders its inner <canvas> a moment after React mounts it
        if (++tries < 20) setTimeout(find, 50)
        return
      }
      const w = width || found.getBoundingClientRect?.().width || found.clientWidth || 0
      if (!w) {
        if (++tries < 20) setTimeout(find, 50)
        return
      }
      node.current = found
      size.current = { width: w, height }
      setReady(true)
    }
    const find = () => canvasSupport.find(id, attach)
    Taro.nextTick(find)
    return () => {
      cancelled = true
    }
  }, [id, height])

  useEffect(() => {
    const canvas = node.current
    if (!ready || !canvas) return
    const dpr = pixelRatio()
    const { width } = size.current
    // set every time: the H5 element resets its canvas size when it re-renders
    canvas.width = Math.round(width * dpr)
    canvas.height = Math.round(height * dpr)
    if (canvasSupport.setsCssSize && canvas.style) {
      canvas.style.width = `${width}px`
      canvas.style.height = `${height}px`
    }
    const ctx = canvas.getContext('2d') as Transformable | null
    if (!ctx) return
    ctx.setTransform?.(dpr, 0, 0, dpr, 0, 0)
    drawRef.current({ ctx, width, height })
  }, [ready, version, height])

  const handleTap = (e: unknown) => {
    if (!onTap) return
    const ev = e as {
      touches?: Array<{ x?: number; clientX?: number }>
      changedTouches?: Array<{ x?: number; clientX?: number }>
      detail?: { x?: number }
      clientX?: number
    }
    const t = ev.touches?.[0] ?? ev.changedTouches?.[0]
    let x: number | undefined = t?.x
    const clientX = t?.clientX ?? ev.clientX
    if (x === undefined && clientX !== undefined) {
      const rect = node.current?.getBoundingClientRect?.()
      x = rect ? clientX - rect.left : undefined
    }
    if (x === undefined && ev.detail?.x !== undefined) x = ev.detail.x
    if (x !== undefined && Number.isFinite(x)) onTap(x, size.current.width)
  }

  return (
    <View className='zy-chart__box' style={{ height: `${height}px` }} aria-label={label} data-testid='chart'>
      <Canvas
        type='2d'
        id={id}
        canvasId={id}
        className='zy-chart__canvas'
        style={{ width: '100%', height: `${height}px` }}
        onTouchStart={handleTap}
        onClick={canvasSupport.tapsByClick ? handleTap : undefined}
      />
    </View>
  )
}
