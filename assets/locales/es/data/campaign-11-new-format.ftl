# The texts of scenarios/campaign-11-new-format.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 11. El nuevo formato
description = A la 1:00 el equipo del checkout publica una nueva API que renombra un campo en cada pedido. billing, email y analytics leen el stream orders, y nadie ha comprobado que puedan leer el nuevo formato. El lag de billing y de email debe quedarse en 500 o menos en cada partición, y cada pedido que analytics no haya contado a las 5:00 es dinero que la tienda no cobra.
hints-0-say = Detenidos en el primer pedido con el nuevo formato: {"{"}blocked:orders{"}"}. Actualiza cada grupo detenido en el Inspector del stream orders para que siga leyendo; revertir la API (en su Inspector) solo evita más pedidos ilegibles.
hints-1-say = A la 1:00 el equipo del checkout publica una API que renombra un campo en cada pedido, y nadie ha comprobado que billing, email y analytics puedan leerla. Un Schema registry compara cada nuevo formato con lo que los lectores saben leer, y rechaza un cambio incompatible antes de que se publique: investígalo (R) antes de la 1:00.
nodes-api-name = Shop API
