# The texts of scenarios/campaign-22-deploy-day.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 22. Día de despliegue
description = La nueva versión de billing debe salir antes de las 5:00: un reinicio escalonado de sus seis Workers (Reinicio escalonado, en el grupo billing del Inspector de orders), cada uno caído 20 s mientras arranca su nueva versión. Entran 60 pedidos por segundo; los seis Workers facturan 15 por segundo cada uno, la mitad más de lo que reciben, y no acumulan atraso. Son miembros dinámicos de un grupo de consumidores classic con el assignor range, como siempre. Publica la versión, y mantén el lag de billing en 400 o menos en cada partición todo el tiempo.
hints-0-say = Los Workers de billing son miembros dinámicos de un grupo classic con un assignor eager: en un reinicio escalonado cada uno sale y vuelve a entrar, y cada uno de esos rebalanceos detiene a los seis. Antes de pulsar Reinicio escalonado (grupo billing, Inspector de orders), marca miembros estáticos (group.instance.id), o elige group.protocol consumer: así solo espera la partición del Worker que se reinicia.
nodes-api-name = Shop API
