# Los textos de scenarios/tutorial.scenario.ron, para traducir: conserva cada id y cada {"{"}…{"}"} tal cual.

name = Tutorial: el log de la tienda
description = Los pedidos van de la API de la tienda al stream orders, y dos equipos los leen: billing y e-mail. El recuadro de abajo te explica, paso a paso, lo que ves y lo que puedes hacer al respecto.
tutorial-0-say = Te damos la bienvenida al back end de una pequeña tienda online. Cada pedido que recibe la Shop API se convierte en un evento.
tutorial-1-say = Los eventos van a orders, un Event Stream: un log que conserva cada evento en el orden en que llegó. Haz clic en la carta orders.
tutorial-2-say = Cada carril es una partición del log. Cada registro nuevo recibe el siguiente offset de su partición (el número de arriba); la celda discontinua es el final del log, donde va el siguiente.
tutorial-3-say = Los registros tienen como clave el id del pedido, y una clave siempre cae en la misma partición. Así, todos los eventos de un pedido están en un carril, en orden.
tutorial-4-say = Bajo cada carril hay una barra por grupo de consumidores. Billing y e-mail leen cada uno el log entero a su ritmo; lo que un grupo va por detrás del final del log es su lag.
tutorial-5-say = A 8× el tiempo pasa más rápido. Pulsa 2.
tutorial-6-say = Billing tiene dos Workers; e-mail tiene uno, que lee él solo las tres particiones. Mira cómo sube el lag de e-mail.
tutorial-7-say = La consola habla Kafka. Ábrela con ` (acento grave) y escribe: describe group email
tutorial-8-say = Un miembro, tres particiones y el lag de cada una. Un grupo reparte sus particiones entre sus Workers: dale a e-mail un segundo Worker. Cierra la consola (`) y abre Construir (B).
tutorial-9-say = Escribe email como grupo para Workers nuevos, elige Worker y haz clic en un hueco libre del tablero.
tutorial-10-say = Un Worker no lee nada hasta que está enlazado. Cierra Construir (B) y arrastra con Shift desde la carta orders hasta el Worker nuevo: se une a e-mail y las particiones se reparten de nuevo (un rebalanceo).
tutorial-11-say = Ahora dos Workers se reparten las tres particiones de e-mail. Mira cómo baja su lag.
tutorial-12-say = Los Workers hacen commit de su posición una vez por segundo. Haz clic en billing-1 y, en su Inspector, pulsa Caída antes del commit (práctica): muere después de hacer trabajo del que aún no había hecho commit.
tutorial-13-say = Sus particiones vuelven al último commit y esos registros se procesan por segunda vez: duplicados, que gastan presupuesto de errores. Un Worker idempotente, o una clave única en la Base de datos en la que escribe, los haría inofensivos.
tutorial-14-say = Un broker guarda las particiones. Con un factor de replicación de 1, un broker averiado se lleva todos los eventos que tenía. En el Inspector de orders, pon el factor de replicación en 3.
tutorial-15-say = El log conserva los eventos después de leerlos, así que un grupo puede volver a leerlos: una relectura (replay). Kafka solo restablece los offsets de un grupo vacío, así que detén los dos Workers de e-mail (en el Inspector de cada uno; Detener, no Pausa: un consumidor en pausa sigue siendo miembro), abre la consola (`) y escribe: reset group email to 0
tutorial-16-say = E-mail vuelve a estar en el offset 0 de cada partición. Inicia sus Workers: vuelven a unirse y leen otra vez cada pedido, algo que una Queue nunca podría hacer. No son idempotentes, así que cada pedido releído es un segundo e-mail (mira el presupuesto de errores): relee solo con consumidores idempotentes.
tutorial-17-say = Eso es el log: offsets, claves y particiones, grupos y lag, Workers que comparten particiones, caídas y duplicados, réplicas y relectura. La campaña los pone a trabajar. Pulsa Siguiente para terminar.
nodes-api-name = Shop API
nodes-orders-name = orders
