# La barra superior (src/ui/top_bar.rs).
top-bar-loading = cargando…
top-bar-panels = ☰ Paneles
top-bar-sim-time-hover = Tiempo simulado.
top-bar-paused = ⏸ en pausa
top-bar-paused-hover = Espacio pone el reloj en marcha.
top-bar-fps = { $fps } fps
top-bar-fps-hover = Fotogramas por segundo durante el último segundo (Ajustes: tasa de fotogramas).
top-bar-money-hover = Dinero: { $money }. Ingresos hasta ahora { $revenue }, Burn hasta ahora { $burn }, colocación { $placing }, reembolsos { $refunds }.
top-bar-burn-hover = Burn: lo que cuesta mantener el tablero en marcha, por segundo simulado.
top-bar-research-points = { $points } RP
top-bar-research-points-hover = Puntos de investigación (RP), ganados con tareas completadas.
top-bar-budget = presupuesto { $spent }/{ $budget }{ $burning }
top-bar-budget-hover =
    Presupuesto de errores: { $spent } de { $budget } gastado{ $burning ->
        [yes] , a { $burn } por segundo
       *[no] {""}
    }.
    SLO { $slo } %: { $budget } malos resultados permitidos { $over ->
        [hour] en la última hora
       *[scenario] en este escenario
    } ({ $share } % gastado){ $loses ->
        [yes] ; gastarlo todo pierde el escenario
       *[no] {""}
    }.
    perdidos por retención { $retention } · perdidos con un broker { $broker } · saltados en particiones nuevas { $expansion } · poison pills descartadas { $poison } · obsoletos { $stale } · varados { $stranded } · duplicados { $duplicates } · limitados { $throttled } · perdidos de vista { $missed }
top-bar-era-hover = La era de la tienda: tráfico ×{ $factor } respecto al inicio. Los ingresos traen la siguiente.
top-bar-incidents = Incidentes
top-bar-incidents-active = ⚠ Incidentes ({ $count })
top-bar-incidents-hover = I: incidentes en curso, práctica, el registro
top-bar-build = Construir
top-bar-build-hover = B: colocar componentes
top-bar-research = Investigación
top-bar-research-hover = R: investigación, pagada con puntos de investigación
top-bar-console = Consola
top-bar-console-hover = `: la consola al estilo Kafka
top-bar-charts = Gráficos
top-bar-charts-hover = C: lag, tasas, dinero y presupuesto de errores en el tiempo simulado
top-bar-scenarios = Escenarios
top-bar-scenarios-hover = P: los escenarios incluidos y tus mods
top-bar-settings-hover = O: ajustes: volumen, escala de la interfaz, colores, movimiento
top-bar-help-hover = H: todas las teclas y controles del ratón; L: qué significa cada marca del tablero
